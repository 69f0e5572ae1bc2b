import { type FieldMetadata, getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";

import type { StartupData } from "../../../db/schema";
import { CAC_LTV_FIELD_LABELS, COST_SOURCE_TEXTS } from "../../copy/finance/texts";
import { formatAmountInput } from "../../domain/finance/amount";
import { formatNlDateTime } from "../../domain/format/dates";
import { formatEuroExact, formatEuroWhole } from "../../domain/format/money";
import { AutoRevenueConfigurationSchema } from "../../schemas/finance";
import { ErrorList, StatusButton } from "../forms";
import { cardClass } from "../ui/card";
import { labelClass } from "../ui/input";
import { useIsPending } from "../use-is-pending";

const inputClass =
  "block w-full rounded-md border border-gray-300 px-3 py-2 focus:border-blue-500 focus:outline-none focus:ring-1 focus:ring-blue-500";

function Item({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="rounded-lg bg-gray-50 p-3" data-testid={testId}>
      <dt className="text-xs font-medium uppercase tracking-wide text-gray-500">{label}</dt>
      <dd className="mt-1 font-semibold text-gray-900">{children}</dd>
    </div>
  );
}

const euroOrDash = (value: number | null | undefined) =>
  value === null || value === undefined ? "—" : formatEuroExact(value);
const percentOrDash = (value: number | null | undefined) =>
  value === null || value === undefined ? "—" : `${String(value).replace(".", ",")}%`;

/** What /numbers shows of the startup data (its summary and the CAC/LTV form). */
export type FinancialSummary = Pick<
  StartupData,
  | "companyName"
  | "sector"
  | "stage"
  | "country"
  | "foundingYear"
  | "mrrCurrent"
  | "costCalculationSource"
  | "fixedCostsCurrentYear"
  | "variableCostsCurrentYear"
  | "equityInvestment"
  | "debtAmount"
  | "riskFreeRate"
  | "marketReturn"
  | "betaValue"
  | "autoRevenueCalculationEnabled"
  | "cacPerCustomer"
  | "revenueModel"
  | "ltvMonths"
  | "revenuePerCustomerMonthly"
  | "revenuePerCustomerOnetime"
  | "lastAutoRevenueSync"
>;

/** The saved startup data at a glance, the link back to the wizard, and the CAC/LTV auto revenue configuration. */
export function FinancialDataEditor({
  data,
  autoYearly,
  currentYear,
  actionData,
}: {
  data: FinancialSummary;
  autoYearly: number;
  currentYear: number;
  actionData: { result?: SubmissionResult<string[]> } | null;
}) {
  const fromMonthly = data.costCalculationSource === "monthly_costs";
  return (
    <section aria-labelledby="financial-data-title" className={cardClass()}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 id="financial-data-title" className="text-lg font-semibold">
          Financiële gegevens
        </h2>
        <Link
          to="/numbers/wizard?step=company&mode=edit"
          className="rounded-md bg-blue-600 px-3 py-1.5 text-sm font-medium text-white hover:bg-blue-700"
        >
          Gegevens bewerken
        </Link>
      </div>
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Item label="Bedrijf" testId="summary-company">
          {data.companyName || "—"}
        </Item>
        <Item label="Sector / Stadium">
          {data.sector || "—"} · {data.stage || "—"}
        </Item>
        <Item label="Land / Opgericht">
          {data.country || "—"} · {data.foundingYear ?? "—"}
        </Item>
        <Item label="Huidige MRR" testId="summary-mrr">
          {formatEuroExact(data.mrrCurrent)}
        </Item>
        <Item label={`Vaste kosten ${currentYear}`}>
          {euroOrDash(data.fixedCostsCurrentYear)}
          {fromMonthly ? (
            <span className="ml-2 rounded bg-blue-100 px-1.5 py-0.5 text-xs font-medium text-blue-800">
              {COST_SOURCE_TEXTS.calculatedFromMonthlyCosts}
            </span>
          ) : null}
        </Item>
        <Item label={`Variabele kosten ${currentYear}`}>{euroOrDash(data.variableCostsCurrentYear)}</Item>
        <Item label="Eigen vermogen / Schuld">
          {euroOrDash(data.equityInvestment)} / {euroOrDash(data.debtAmount)}
        </Item>
        <Item label="Rf / Markt / Beta">
          {percentOrDash(data.riskFreeRate)} / {percentOrDash(data.marketReturn)} /{" "}
          {String(data.betaValue).replace(".", ",")}
        </Item>
      </dl>
      <AutoRevenueConfigurationForm data={data} autoYearly={autoYearly} lastResult={actionData?.result} />
    </section>
  );
}

/**
 * A field's attributes as conform's getInputProps / getSelectProps give them here (this form sets
 * no constraints), from three reads of its metadata: every read builds the metadata anew, and
 * getInputProps makes ~20. The name is the field's key; the message's id is conform's errorId.
 */
function controlOf(name: string, field: FieldMetadata<unknown>, formId: string) {
  const { id, errors, initialValue } = field;
  const errorId = `${id}-error`;
  return {
    props: {
      id,
      name,
      form: formId,
      "aria-invalid": errors ? true : undefined,
      "aria-describedby": errors ? errorId : undefined,
    },
    initial: typeof initialValue === "string" ? initialValue : undefined,
    errorId,
    errors,
  };
}

function AutoRevenueConfigurationForm({
  data,
  autoYearly,
  lastResult,
}: {
  data: FinancialSummary;
  autoYearly: number;
  lastResult?: SubmissionResult<string[]>;
}) {
  const pending = useIsPending("autoRevenue.save");
  const [form, fields] = useForm({
    id: "auto-revenue-config",
    lastResult,
    defaultValue: {
      auto_revenue_calculation_enabled: data.autoRevenueCalculationEnabled ? "on" : undefined,
      cac_per_customer: formatAmountInput(data.cacPerCustomer, "nl"),
      revenue_model: data.revenueModel,
      ltv_months: String(data.ltvMonths),
      revenue_per_customer_monthly: formatAmountInput(data.revenuePerCustomerMonthly, "nl"),
      revenue_per_customer_onetime: formatAmountInput(data.revenuePerCustomerOnetime, "nl"),
    },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: AutoRevenueConfigurationSchema }),
  });
  const formProps = getFormProps(form);
  const formId = formProps.id;
  const number = (name: keyof typeof fields, label: string) => {
    const field = controlOf(name, fields[name], formId);
    return (
      <div>
        <label htmlFor={field.props.id} className={labelClass}>
          {label}
        </label>
        <input
          {...field.props}
          type="text"
          defaultValue={field.initial}
          inputMode="decimal"
          className={inputClass}
        />
        <ErrorList id={field.errorId} errors={field.errors} />
      </div>
    );
  };
  const enabled = controlOf(
    "auto_revenue_calculation_enabled",
    fields.auto_revenue_calculation_enabled,
    formId,
  );
  const model = controlOf("revenue_model", fields.revenue_model, formId);
  return (
    <div id="auto-revenue" className="mt-6 rounded-lg border border-indigo-100 bg-indigo-50/40 p-4">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">CAC/LTV Auto Revenue configuratie</h3>
        <p className="text-sm text-gray-600" data-testid="auto-revenue-status">
          {data.autoRevenueCalculationEnabled ? "Actief" : "Uitgeschakeld"} · Auto revenue dit jaar:{" "}
          {formatEuroWhole(autoYearly)} · Laatste sync:{" "}
          {data.lastAutoRevenueSync
            ? formatNlDateTime(data.lastAutoRevenueSync)
            : "Nog niet gesynchroniseerd"}
        </p>
      </div>
      <Form method="post" {...formProps} className="space-y-4">
        <input type="hidden" name="intent" value="autoRevenue.save" />
        <label className="flex items-center gap-2 text-sm font-medium">
          <input
            {...enabled.props}
            type="checkbox"
            value="on"
            defaultChecked={enabled.initial === "on"}
            className="h-4 w-4"
          />
          Auto revenue berekening inschakelen
        </label>
        <div className="grid gap-4 md:grid-cols-3">
          {number("cac_per_customer", CAC_LTV_FIELD_LABELS.cac_per_customer)}
          <div>
            <label htmlFor={model.props.id} className={labelClass}>
              Revenue model
            </label>
            <select {...model.props} defaultValue={model.initial} className={inputClass}>
              <option value="subscription">subscription</option>
              <option value="one-time">one-time</option>
            </select>
            <ErrorList id={model.errorId} errors={model.errors} />
          </div>
          {number("ltv_months", CAC_LTV_FIELD_LABELS.ltv_months)}
          {number("revenue_per_customer_monthly", CAC_LTV_FIELD_LABELS.revenue_per_customer_monthly)}
          {number("revenue_per_customer_onetime", CAC_LTV_FIELD_LABELS.revenue_per_customer_onetime)}
        </div>
        <ErrorList id={form.errorId} errors={form.errors} />
        <StatusButton type="submit" pending={pending} pendingText="Opslaan...">
          Configuratie opslaan
        </StatusButton>
      </Form>
    </div>
  );
}
