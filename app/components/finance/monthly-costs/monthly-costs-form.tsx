import { Form } from "@remix-run/react";
import { useMemo, useState } from "react";

import { customItemError } from "../../../copy/finance/texts";
import { formatAmountInput, readOptionalAmount } from "../../../domain/finance/amount";
import {
  computeGroupSubtotal,
  computeMonthTotal,
  type CostSectionKey,
  type CustomCostFields,
  ENGLISH_MONTH_NAMES,
  hasAnyCostValue,
  MONTHLY_COST_FIELDS,
  MONTHLY_COST_SECTIONS,
  type MonthlyCostField,
  type MonthlyCostValues,
  summarizeSection,
  validateCustomItemName,
} from "../../../domain/finance/monthly-costs";
import { customItemProblem } from "../../../domain/finance/monthly-costs-form";
import { formatEuro } from "../../../domain/format/money";
import { StatusButton } from "../../forms";
import { CostSectionPanel, type CustomItemDraft } from "./cost-section";

export type MonthlyCostsFormState = { values: MonthlyCostValues; customFields: CustomCostFields };

/** A stored amount as its field shows it: Dutch notation (`7.500`), empty for 0. */
const show = (n: number) => (n === 0 ? "" : formatAmountInput(n, "nl"));
/** What a field's text adds to the live totals (a text that is not an amount yet adds nothing). */
const amountOf = (text: string) => {
  const read = readOptionalAmount(text, "nl");
  return read.ok ? (read.value ?? 0) : 0;
};

/** The form's texts: the stored month, or — after a refused post — exactly what was typed. */
function toDraft(state: MonthlyCostsFormState, posted: Record<string, string> | null) {
  const values = Object.fromEntries(
    MONTHLY_COST_FIELDS.map((f) => [
      f.key,
      posted ? (posted[f.column] ?? "") : show(state.values[f.key] ?? 0),
    ]),
  ) as Record<MonthlyCostField, string>;
  const custom = Object.fromEntries(
    MONTHLY_COST_SECTIONS.map((s) => {
      if (!posted)
        return [
          s.key,
          Object.entries(state.customFields[s.key] ?? {}).map(([name, v]) => ({ name, value: show(v) })),
        ];
      const prefix = `custom:${s.key}:`;
      return [
        s.key,
        Object.entries(posted)
          .filter(([k]) => k.startsWith(prefix))
          .map(([k, value]) => ({ name: k.slice(prefix.length), value })),
      ];
    }),
  ) as Record<CostSectionKey, CustomItemDraft[]>;
  return { values, custom };
}

function toCustomFields(custom: Record<CostSectionKey, CustomItemDraft[]>): CustomCostFields {
  const result: CustomCostFields = {};
  for (const [section, items] of Object.entries(custom)) {
    if (items.length > 0) result[section] = Object.fromEntries(items.map((i) => [i.name, amountOf(i.value)]));
  }
  return result;
}

/**
 * The month's cost form: headline total, the seven sections, 'Save monthly costs' and — when
 * any value is entered — 'Copy to other months' (which saves the month, then opens the copy
 * dialog, so the copy always uses what is on screen). Totals update live with JavaScript; the
 * formulas are the domain's (computeMonthTotal, summarizeSection, computeGroupSubtotal).
 */
export function MonthlyCostsForm({
  month,
  year,
  initial,
  posted,
  fieldErrors,
  sectionErrors,
  openSections,
  hydrated,
  savePending,
  copyPending,
}: {
  month: number;
  year: number;
  initial: MonthlyCostsFormState;
  /** After a refused save: the texts as typed (by input name). */
  posted: Record<string, string> | null;
  /** Each refused field's messages, by input name. */
  fieldErrors: Record<string, string[]>;
  sectionErrors: Partial<Record<CostSectionKey, string>>;
  openSections: CostSectionKey[];
  hydrated: boolean;
  savePending: boolean;
  copyPending: boolean;
}) {
  const start = useMemo(() => toDraft(initial, posted), [initial, posted]);
  const [values, setValues] = useState(start.values);
  const [custom, setCustom] = useState(start.custom);
  const [errors, setErrors] = useState(sectionErrors);

  const parsedValues = Object.fromEntries(
    MONTHLY_COST_FIELDS.map((f) => [f.key, amountOf(values[f.key])]),
  ) as MonthlyCostValues;
  const customFields = toCustomFields(custom);
  const total = computeMonthTotal(parsedValues, customFields);
  const anyValue = hasAnyCostValue(parsedValues, customFields);

  return (
    <Form method="post" preventScrollReset className="space-y-4" data-hydrated={hydrated || undefined}>
      <input type="hidden" name="month" value={month} />
      <input type="hidden" name="year" value={year} />
      {/* Enter in an amount saves (the implicit submission uses the first submit button). */}
      <button type="submit" name="intent" value="save" tabIndex={-1} aria-hidden className="sr-only">
        Save monthly costs
      </button>
      <div className="rounded-xl border border-blue-100 bg-blue-50 px-6 py-5">
        <p className="text-sm text-blue-900">
          Total costs {ENGLISH_MONTH_NAMES[month - 1]} {year}
        </p>
        <p className="text-3xl font-bold tabular-nums text-blue-950" data-testid="month-total">
          {formatEuro(total)}
        </p>
      </div>

      {MONTHLY_COST_SECTIONS.map((section) => {
        const summary = summarizeSection(parsedValues, customFields, section.key);
        return (
          <CostSectionPanel
            key={section.key}
            section={section}
            values={values}
            customItems={custom[section.key]}
            subtotal={summary.subtotal}
            itemCount={summary.itemCount}
            groupSubtotals={section.groups.map((g) => computeGroupSubtotal(parsedValues, g))}
            error={errors[section.key]}
            fieldErrors={fieldErrors}
            hydrated={hydrated}
            defaultOpen={openSections.includes(section.key)}
            onValueChange={(key, value) => setValues((v) => ({ ...v, [key]: value }))}
            onCustomValueChange={(name, value) =>
              setCustom((c) => ({
                ...c,
                [section.key]: c[section.key].map((i) => (i.name === name ? { ...i, value } : i)),
              }))
            }
            onAddItem={(name) => {
              const check = validateCustomItemName(name, toCustomFields(custom), section.key);
              const problem = check.ok ? customItemProblem(check.name, custom[section.key].length) : null;
              if (problem) {
                setErrors((e) => ({ ...e, [section.key]: customItemError(problem) }));
                return false;
              }
              if (!check.ok) {
                if (check.reason === "duplicate") window.alert(customItemError("duplicate"));
                setErrors((e) => ({ ...e, [section.key]: customItemError(check.reason) }));
                return false;
              }
              setErrors((e) => ({ ...e, [section.key]: undefined }));
              setCustom((c) => ({
                ...c,
                [section.key]: [...c[section.key], { name: check.name, value: "" }],
              }));
              return true;
            }}
            onDeleteItem={(name) =>
              setCustom((c) => ({ ...c, [section.key]: c[section.key].filter((i) => i.name !== name) }))
            }
          />
        );
      })}

      <div className="flex flex-wrap items-center gap-3 pt-2">
        <StatusButton type="submit" name="intent" value="save" pending={savePending} pendingText="Saving...">
          Save monthly costs
        </StatusButton>
        {anyValue ? (
          <StatusButton
            type="submit"
            name="intent"
            value="open-copy"
            pending={copyPending}
            pendingText="Saving..."
            className="!bg-white !text-blue-700 ring-1 ring-blue-600 hover:!bg-blue-50"
          >
            Copy to other months
          </StatusButton>
        ) : null}
      </div>
    </Form>
  );
}
