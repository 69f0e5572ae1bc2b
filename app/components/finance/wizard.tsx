import {
  type FieldMetadata,
  getFormProps,
  getInputProps,
  getSelectProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useNavigate, useNavigation } from "@remix-run/react";
import { type ReactNode, useEffect, useState } from "react";

import { COST_SOURCE_TEXTS, FINAL_SAVE_TOASTS } from "../../copy/finance/texts";
import {
  computeWizardProgress,
  COUNTRY_OPTIONS,
  getPreviousWizardStep,
  getWizardStepIndex,
  getWizardSubmitLabel,
  SECTOR_OPTIONS,
  STAGE_OPTIONS,
  WIZARD_STEP_FIELDS,
  WIZARD_STEPS,
  type WizardStepId,
} from "../../domain/finance/options";
import {
  wizardFieldText,
  wizardHref,
  type WizardMode,
  type WizardSearch,
} from "../../domain/finance/wizard-navigation";
import { formatEuroWhole } from "../../domain/format/money";
import { ownValue } from "../../domain/own-keys";
import { createWizardStepSchema } from "../../schemas/finance-wizard";
import { ErrorList } from "../forms";
import { cardClass } from "../ui/card";
import { labelClass } from "../ui/input";
import { type ToastData, Toaster } from "../ui/toaster";
import { usePendingIntent } from "../use-is-pending";

/* ------------------------------------------------------------ URL state */

export type WizardActionData = {
  intent: string;
  step: WizardStepId;
  result?: SubmissionResult<string[]>;
  error?: string;
  toast?: ToastData;
};

/* ---------------------------------------------------------------- labels */

const FIELD_LABELS: Record<string, string> = {
  company_name: "Bedrijfsnaam",
  founding_year: "Oprichtingsjaar",
  sector: "Sector",
  stage: "Stadium",
  country: "Land",
  mrr_current: "Huidige MRR (€ per maand)",
  previous_year_revenue: "Omzet vorig jaar (totaal, optioneel)",
  current_year_revenue: "Omzet dit jaar tot nu toe (optioneel)",
  equity_investment: "Eigen vermogen (€)",
  debt_amount: "Vreemd vermogen / schuld (€)",
  risk_free_rate: "Risicovrije rente (%)",
  market_return: "Marktrendement (%)",
  beta_value: "Beta",
  cost_of_equity: "Kosten eigen vermogen (%)",
  cost_of_debt: "Kosten vreemd vermogen (%)",
};

const COST_PERIODS = [
  { suffix: "year_1", label: "3 jaar geleden", offset: -3 },
  { suffix: "year_2", label: "2 jaar geleden", offset: -2 },
  { suffix: "year_3", label: "Vorig jaar", offset: -1 },
  { suffix: "current_year", label: "Dit jaar", offset: 0 },
  { suffix: "forecast_1", label: "Volgend jaar", offset: 1 },
  { suffix: "forecast_2", label: "Over 2 jaar", offset: 2 },
  { suffix: "forecast_3", label: "Over 3 jaar", offset: 3 },
] as const;

function fieldLabel(name: string, currentYear: number): string {
  const cost = /^(fixed|variable)_costs_(.+)$/.exec(name);
  if (cost) {
    const period = COST_PERIODS.find((p) => p.suffix === cost[2]);
    return `${cost[1] === "fixed" ? "Vaste kosten" : "Variabele kosten"} – ${period?.label ?? cost[2]} (${currentYear + (period?.offset ?? 0)})`;
  }
  return ownValue(FIELD_LABELS, name) ?? name;
}

const inputClass =
  "block w-full rounded-md border border-gray-300 px-3 py-2 text-gray-900 shadow-sm focus:border-blue-500 focus:outline-none focus:ring-1 focus:ring-blue-500 read-only:bg-gray-100";

/* -------------------------------------------------------------- fields */

type AnyField = FieldMetadata<unknown, Record<string, unknown>, string[]>;

function NumberInput({
  field,
  label,
  step = "any",
  min,
  max,
  readOnlyValue,
}: {
  field: AnyField;
  label: string;
  step?: string;
  min?: number;
  max?: number;
  readOnlyValue?: number;
}) {
  const readOnly = readOnlyValue !== undefined;
  return (
    <div className="relative">
      <label htmlFor={field.id} className={labelClass}>
        {label}
      </label>
      {readOnly ? (
        // Not submitted (no name): this year's costs come from monthly costs.
        <div className="relative">
          <input
            id={field.id}
            type="text"
            readOnly
            value={formatEuroWhole(readOnlyValue)}
            className={inputClass}
            aria-describedby={`${field.id}-source`}
          />
          <span
            id={`${field.id}-source`}
            className="absolute inset-y-0 right-2 my-auto h-fit rounded bg-blue-100 px-2 py-0.5 text-xs font-medium text-blue-800"
          >
            {COST_SOURCE_TEXTS.calculatedFromMonthlyCosts}
          </span>
        </div>
      ) : (
        <input
          {...getInputProps(field, { type: "text" })}
          inputMode="decimal"
          data-step={step}
          data-min={min}
          data-max={max}
          className={inputClass}
        />
      )}
      <ErrorList id={field.errorId} errors={field.errors} />
    </div>
  );
}

function SelectInput({
  field,
  label,
  options,
  className = "",
}: {
  field: AnyField;
  label: string;
  options: readonly string[];
  className?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={field.id} className={labelClass}>
        {label}
      </label>
      <select {...getSelectProps(field)} className={inputClass}>
        <option value="">Kies…</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
      <ErrorList id={field.errorId} errors={field.errors} />
    </div>
  );
}

/* ------------------------------------------------------------- the wizard */

export interface FinancialWizardProps extends WizardSearch {
  currentYear: number;
  values: Record<string, string | number | null>;
  fromMonthlyCosts: boolean;
  actionData: WizardActionData | null;
}

const button = "inline-flex items-center justify-center rounded-md px-4 py-2 font-medium shadow-sm";

export function FinancialWizard(props: FinancialWizardProps) {
  const { step, mode, done, saved, currentYear, values, fromMonthlyCosts, actionData } = props;
  const navigation = useNavigation();
  const stepIndex = getWizardStepIndex(step);
  const progress = computeWizardProgress(stepIndex);
  const previous = getPreviousWizardStep(step);
  const last = stepIndex === WIZARD_STEPS.length - 1;
  const submittingIntent = usePendingIntent({ state: "submitting" });
  const lastResult = actionData?.step === step ? actionData.result : undefined;

  const defaultValue = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, wizardFieldText(k, v)]));
  const [form, fields] = useForm({
    id: `wizard-${step}`,
    lastResult,
    defaultValue,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) =>
      parseWithZod(formData, { schema: createWizardStepSchema(step, currentYear) }),
  });
  const f = fields as unknown as Record<string, AnyField>;

  // Errors of the final save on fields of other tabs (the whole profile is validated).
  const otherTabErrors = Object.entries(
    actionData?.intent === "wizard.final" ? (actionData.result?.error ?? {}) : {},
  )
    .filter(([name, errors]) => name !== "" && errors?.length && !WIZARD_STEP_FIELDS[step].includes(name))
    .map(([name, errors]) => ({
      name,
      message: errors![0]!,
      tab: WIZARD_STEPS.find((s) => WIZARD_STEP_FIELDS[s.id].includes(name))?.id ?? "company",
    }));

  const hidden = (
    <>
      <input type="hidden" name="step" value={step} />
      <input type="hidden" name="mode" value={mode} />
      <input type="hidden" name="done" value={done.join(",")} />
    </>
  );

  return (
    <div className="min-h-screen">
      {actionData?.toast ? <Toaster toast={actionData.toast} /> : null}
      <main className="mx-auto max-w-4xl px-4 py-8">
        <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
          <div>
            <h1 className="text-xl font-bold">Financiële gegevens</h1>
            {mode === "edit" ? (
              <p className="text-sm text-gray-500">Bewerk je financiële gegevens</p>
            ) : (
              <p className="text-sm text-gray-500">Vul in vijf stappen je financiële gegevens in.</p>
            )}
          </div>
          {mode === "edit" ? (
            <Link
              to="/numbers"
              className="rounded-md border bg-white px-3 py-1.5 text-sm font-medium hover:bg-gray-100"
            >
              Terug naar Dashboard
            </Link>
          ) : null}
        </div>
        {saved ? <SavedPanel mode={mode} /> : null}

        {submittingIntent === "wizard.next" ? <Banner>Automatisch opslaan...</Banner> : null}
        {submittingIntent === "wizard.final" ? <Banner>Definitief opslaan...</Banner> : null}

        <div className="mb-6">
          <div className="mb-1 flex justify-between text-sm text-gray-600">
            <span>
              Stap {stepIndex + 1} van {WIZARD_STEPS.length}
            </span>
            <span>{Math.round(progress)}%</span>
          </div>
          <div
            className="h-2 w-full rounded-full bg-gray-200"
            role="progressbar"
            aria-label="Voortgang"
            aria-valuenow={Math.round(progress)}
            aria-valuemin={0}
            aria-valuemax={100}
          >
            <div className="h-2 rounded-full bg-blue-600 transition-all" style={{ width: `${progress}%` }} />
          </div>
        </div>

        <nav
          role="tablist"
          aria-label="Stappen"
          className="mb-6 grid grid-cols-5 gap-1 rounded-lg bg-gray-100 p-1"
        >
          {WIZARD_STEPS.map((s) => {
            const isDone = done.includes(s.id);
            return (
              <Link
                key={s.id}
                role="tab"
                aria-selected={s.id === step}
                to={wizardHref({ step: s.id, mode, done })}
                className={`flex items-center justify-center gap-1 rounded-md px-2 py-1.5 text-sm font-medium ${s.id === step ? "bg-white shadow" : "text-gray-600 hover:text-gray-900"}`}
              >
                {isDone ? (
                  <span aria-label="opgeslagen" className="text-green-700">
                    ✓
                  </span>
                ) : null}
                {s.label}
              </Link>
            );
          })}
        </nav>

        <Form
          method="post"
          action={wizardHref({ step, mode, done })}
          className={cardClass()}
          {...getFormProps(form)}
        >
          {hidden}
          {step === "company" ? (
            <div className="grid gap-4 md:grid-cols-2">
              <div>
                <label htmlFor={f.company_name!.id} className={labelClass}>
                  {FIELD_LABELS.company_name}
                </label>
                <input {...getInputProps(f.company_name!, { type: "text" })} className={inputClass} />
                <ErrorList id={f.company_name!.errorId} errors={f.company_name!.errors} />
              </div>
              <NumberInput
                field={f.founding_year!}
                label={FIELD_LABELS.founding_year!}
                step="1"
                min={1900}
                max={currentYear}
              />
              <SelectInput field={f.sector!} label={FIELD_LABELS.sector!} options={SECTOR_OPTIONS} />
              <SelectInput field={f.stage!} label={FIELD_LABELS.stage!} options={STAGE_OPTIONS} />
              <SelectInput
                field={f.country!}
                label={FIELD_LABELS.country!}
                options={COUNTRY_OPTIONS}
                className="md:col-span-2"
              />
            </div>
          ) : null}

          {step === "revenue" ? (
            <div className="space-y-4">
              <NumberInput field={f.mrr_current!} label={FIELD_LABELS.mrr_current!} />
              <p className="rounded-md bg-blue-50 p-3 text-sm text-blue-900">
                Vul alleen je huidige MRR in: toekomstige omzet komt uit de CAC/LTV-integratie (Auto Revenue)
                en de forecast tools.
              </p>
              <fieldset className="grid gap-4 rounded-md border p-4 md:grid-cols-2">
                <legend className="px-1 text-sm font-medium text-gray-600">
                  Historische context (optioneel)
                </legend>
                <NumberInput field={f.previous_year_revenue!} label={FIELD_LABELS.previous_year_revenue!} />
                <NumberInput field={f.current_year_revenue!} label={FIELD_LABELS.current_year_revenue!} />
              </fieldset>
              <p className="text-sm text-gray-600">
                💡 Tip: maak omzetprognoses op de{" "}
                <Link to="/forecast" className="text-blue-600 underline">
                  Forecast pagina
                </Link>
                .
              </p>
            </div>
          ) : null}

          {step === "costs" ? (
            <div className="space-y-6">
              {fromMonthlyCosts ? (
                <p
                  className="rounded-md border border-blue-200 bg-blue-50 p-3 text-sm text-blue-900"
                  data-testid="monthly-costs-notice"
                >
                  De kosten van dit jaar ({currentYear}) worden berekend uit je maandelijkse kosten.{" "}
                  <Link to={`/monthly-costs?year=${currentYear}`} className="font-medium underline">
                    Bekijk de monthly costs van {currentYear}
                  </Link>
                </p>
              ) : null}
              {(["fixed", "variable"] as const).map((kind) => (
                <fieldset key={kind} className="rounded-md border p-4">
                  <legend className="px-1 text-sm font-semibold text-gray-700">
                    {kind === "fixed" ? "Vaste kosten" : "Variabele kosten"}
                  </legend>
                  <div className="grid gap-4 md:grid-cols-4">
                    {COST_PERIODS.map((p) => {
                      const name = `${kind}_costs_${p.suffix}`;
                      const overlay = fromMonthlyCosts && p.suffix === "current_year";
                      return (
                        <NumberInput
                          key={name}
                          field={f[name]!}
                          label={fieldLabel(name, currentYear)}
                          readOnlyValue={overlay ? Number(values[name] ?? 0) : undefined}
                        />
                      );
                    })}
                  </div>
                </fieldset>
              ))}
            </div>
          ) : null}

          {step === "capital" ? (
            <div className="grid gap-4 md:grid-cols-2">
              <NumberInput field={f.equity_investment!} label={FIELD_LABELS.equity_investment!} />
              <NumberInput field={f.debt_amount!} label={FIELD_LABELS.debt_amount!} />
            </div>
          ) : null}

          {step === "wacc" ? (
            <div className="grid gap-4 md:grid-cols-2">
              {WIZARD_STEP_FIELDS.wacc.map((name) => (
                <NumberInput key={name} field={f[name]!} label={FIELD_LABELS[name]!} />
              ))}
            </div>
          ) : null}

          <ErrorList id={form.errorId} errors={form.errors} />
          {otherTabErrors.length > 0 ? (
            <div
              role="alert"
              className="mt-4 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
            >
              <p className="font-medium">Controleer de andere stappen:</p>
              <ul className="mt-1 list-disc pl-5">
                {otherTabErrors.map((e) => (
                  <li key={e.name}>
                    <Link to={wizardHref({ step: e.tab, mode, done })} className="underline">
                      {WIZARD_STEPS.find((s) => s.id === e.tab)?.label}
                    </Link>{" "}
                    – {fieldLabel(e.name, currentYear)}: {e.message}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}

          <div className="mt-6 flex flex-wrap items-center justify-between gap-2 border-t pt-4">
            {previous ? (
              <Link
                to={wizardHref({ step: previous, mode, done })}
                className={`${button} border bg-white text-gray-800 hover:bg-gray-50`}
              >
                Vorige
              </Link>
            ) : (
              <span />
            )}
            {last ? (
              <button
                type="submit"
                name="intent"
                value="wizard.final"
                disabled={navigation.state !== "idle"}
                className={`${button} bg-green-700 text-white hover:bg-green-800 disabled:opacity-60`}
              >
                {getWizardSubmitLabel(mode)}
              </button>
            ) : (
              <button
                type="submit"
                name="intent"
                value="wizard.next"
                disabled={navigation.state !== "idle"}
                className={`${button} bg-blue-600 text-white hover:bg-blue-700 disabled:opacity-60`}
              >
                Volgende
              </button>
            )}
          </div>
        </Form>
      </main>
    </div>
  );
}

function Banner({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="mb-4 rounded-md bg-yellow-50 px-4 py-2 text-sm text-yellow-900">
      {children}
    </p>
  );
}

export const REDIRECT_COUNTDOWN_SECONDS = 5;
export const EDIT_COMPLETE_DELAY_MS = 1000;

/**
 * After the final save. First-time mode: a countdown from 5 (ticking every second) to /numbers,
 * 'Ga nu naar Dashboard' and 'Nog meer bewerken' (cancels it). Edit mode: 'Wijzigingen
 * opgeslagen!' and back to /numbers after 1 s. Without JavaScript a meta refresh does the redirect.
 */
function SavedPanel({ mode }: { mode: WizardMode }) {
  const navigate = useNavigate();
  const [seconds, setSeconds] = useState(REDIRECT_COUNTDOWN_SECONDS);
  const [cancelled, setCancelled] = useState(false);
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    if (mode === "edit") {
      const timer = setTimeout(() => navigate("/numbers"), EDIT_COMPLETE_DELAY_MS);
      return () => clearTimeout(timer);
    }
    if (cancelled) return;
    const timer = setInterval(() => setSeconds((s) => Math.max(0, s - 1)), 1000);
    return () => clearInterval(timer);
  }, [mode, cancelled, navigate]);

  useEffect(() => {
    if (mode === "first-time" && !cancelled && seconds === 0) navigate("/numbers");
  }, [mode, cancelled, seconds, navigate]);

  if (hidden) return null;
  if (mode === "edit") {
    return (
      <section
        role="status"
        className="mb-6 rounded-xl border border-green-200 bg-green-50 p-6 text-green-900"
        data-testid="saved-panel"
      >
        <noscript>
          <meta httpEquiv="refresh" content="1;url=/numbers" />
        </noscript>
        <p className="text-lg font-semibold">{FINAL_SAVE_TOASTS.editSaved}</p>
      </section>
    );
  }
  return (
    <section
      role="status"
      className="mb-6 rounded-xl border border-green-200 bg-green-50 p-6 text-green-900"
      data-testid="saved-panel"
    >
      <noscript>
        <meta httpEquiv="refresh" content={`${REDIRECT_COUNTDOWN_SECONDS};url=/numbers`} />
      </noscript>
      <p className="text-lg font-semibold">✅ Alle gegevens zijn opgeslagen!</p>
      {!cancelled ? (
        <p className="mt-1 text-sm" data-testid="countdown">
          Je wordt over <strong>{seconds}</strong> {seconds === 1 ? "seconde" : "seconden"} doorgestuurd naar
          het dashboard.
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">
        <Link to="/numbers" className={`${button} bg-green-700 text-white hover:bg-green-800`}>
          Ga nu naar Dashboard
        </Link>
        <Link
          to={wizardHref({ step: "company", mode: "edit" })}
          onClick={(e) => {
            e.preventDefault();
            setCancelled(true);
            setHidden(true);
          }}
          className={`${button} border border-green-300 bg-white text-green-800 hover:bg-green-100`}
        >
          Nog meer bewerken
        </Link>
      </div>
    </section>
  );
}
