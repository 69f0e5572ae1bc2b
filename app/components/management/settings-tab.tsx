import {
  getFormProps,
  getInputProps,
  getTextareaProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useActionData } from "@remix-run/react";

import { ADMIN_DASHBOARD_TEXTS } from "../../copy/admin/dashboard-texts";
import { SETTINGS_TEXTS as T } from "../../copy/admin/settings-texts";
import type { loader as settingsTabLoader } from "../../routes/admin.management.settings";
import { AccessCodeSchema, CompanyProfileSchema } from "../../schemas/company";
import { ErrorList, StatusButton } from "../forms";
import { Card } from "../ui/card";
import { flatInputClass as inputClass } from "../ui/input";
import { usePendingIntent } from "../use-is-pending";
import { AiStatusCard } from "./ai-status-card";
import { CompanyExportCard } from "./company-export-card";
import { type GateAccessAnswer, GateAccessSettings } from "./gate-access-settings";
import { MailStatus } from "./mail-status";
import { OpenTrackingSetting } from "./open-tracking-setting";
import type { TabViewData, TabViewProps } from "./tabs";

const N = T.notifications;

type ActionData =
  | {
      intent?: string;
      result?: SubmissionResult<string[]>;
      errors?: { retentionMonths?: string; aiDailyQuestions?: string };
      values?: { notifyFirstOpen: boolean; notifyDailyDigest: boolean; retentionMonths: string };
      aiDailyQuestions?: string;
      generatedCode?: string;
    }
  | undefined;

/** Investor access (set / rotate the code), the public profile, and page views. */
export function SettingsTab({ data: settings }: TabViewProps<typeof settingsTabLoader>) {
  const actionData = useActionData() as ActionData;
  const pendingIntent = usePendingIntent();
  const busy = (intent: string) => pendingIntent === intent;
  const generated =
    actionData?.intent === "settings.generate-access-code" ? (actionData.generatedCode ?? null) : null;
  const [codeForm, codeFields] = useForm({
    // A generated code starts the form afresh with the code in the field.
    id: generated ? `access-code-${generated}` : "access-code",
    defaultValue: { accessCode: generated ?? "" },
    lastResult: actionData?.intent === "settings.access-code" ? actionData.result : null,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: AccessCodeSchema }),
    shouldValidate: "onBlur",
  });
  const [profileForm, profileFields] = useForm({
    id: "company-profile",
    lastResult: actionData?.intent === "settings.profile" ? actionData.result : null,
    defaultValue: {
      name: settings.name,
      tagline: settings.tagline,
      about: settings.about,
      websiteUrl: settings.websiteUrl,
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: CompanyProfileSchema }),
    shouldValidate: "onBlur",
  });
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card>
        <h2 className="mb-1 text-xl font-semibold">{T.accessTitle}</h2>
        <p className="mb-4 text-sm text-gray-600">
          {settings.hasAccessCode ? T.codeSet : T.noCode} {T.publicSite} <code>/public/{settings.slug}</code>
        </p>
        <Form method="post" className="space-y-3" {...getFormProps(codeForm)}>
          <input type="hidden" name="intent" value="settings.access-code" />
          <label htmlFor={codeFields.accessCode.id} className="block text-sm font-medium">
            {T.accessCodeLabel}
          </label>
          {/* A generated code is shown so it can be copied; a typed one stays hidden. */}
          <input
            {...getInputProps(codeFields.accessCode, { type: generated ? "text" : "password" })}
            key={codeForm.id}
            autoComplete="new-password"
            spellCheck={false}
            className={inputClass}
          />
          <p className="text-sm text-gray-600" data-testid={generated ? "generated-code" : undefined}>
            {generated ? T.generated : T.codeHint}
          </p>
          <ErrorList id={codeFields.accessCode.errorId} errors={codeFields.accessCode.errors} />
          <StatusButton type="submit" pending={busy("settings.access-code")} pendingText={T.saving}>
            {settings.hasAccessCode ? T.rotateCode : T.setCode}
          </StatusButton>
        </Form>
        <Form method="post" className="mt-2">
          <input type="hidden" name="intent" value="settings.generate-access-code" />
          <StatusButton
            type="submit"
            pending={busy("settings.generate-access-code")}
            pendingText={T.generating}
          >
            {T.generate}
          </StatusButton>
        </Form>
        <GateEmailSetting on={settings.gateAsksEmail} pending={busy("settings.gate-email")} />
      </Card>
      <Card>
        <h2 className="mb-4 text-xl font-semibold">{T.profileTitle}</h2>
        <Form method="post" className="space-y-3" {...getFormProps(profileForm)}>
          <input type="hidden" name="intent" value="settings.profile" />
          <label htmlFor={profileFields.name.id} className="block text-sm font-medium">
            {T.labels.name}
          </label>
          <input {...getInputProps(profileFields.name, { type: "text" })} className={inputClass} />
          <ErrorList id={profileFields.name.errorId} errors={profileFields.name.errors} />
          <label htmlFor={profileFields.tagline.id} className="block text-sm font-medium">
            {T.labels.tagline}
          </label>
          <input {...getInputProps(profileFields.tagline, { type: "text" })} className={inputClass} />
          <ErrorList id={profileFields.tagline.errorId} errors={profileFields.tagline.errors} />
          <label htmlFor={profileFields.about.id} className="block text-sm font-medium">
            {T.labels.about}
          </label>
          <textarea {...getTextareaProps(profileFields.about)} rows={4} className={inputClass} />
          <ErrorList id={profileFields.about.errorId} errors={profileFields.about.errors} />
          <label htmlFor={profileFields.websiteUrl.id} className="block text-sm font-medium">
            {T.labels.websiteUrl}
          </label>
          <input {...getInputProps(profileFields.websiteUrl, { type: "url" })} className={inputClass} />
          <ErrorList id={profileFields.websiteUrl.errorId} errors={profileFields.websiteUrl.errors} />
          <StatusButton type="submit" pending={busy("settings.profile")} pendingText={T.saving}>
            {T.save}
          </StatusButton>
        </Form>
      </Card>
      <GateAccessSettings saved={settings.gateAccess} answer={actionData as GateAccessAnswer} busy={busy} />
      <InvestorNotificationsForm
        saved={settings.investorNotifications}
        answer={actionData?.intent === "settings.investor-notifications" ? actionData : undefined}
        pending={busy("settings.investor-notifications")}
      />
      <OpenTrackingSetting on={settings.openTracking} pending={busy("settings.open-tracking")} />
      <MailStatus status={settings.mail} />
      <AiStatusCard status={settings.ai} pending={busy("settings.ai-test")} />
      <AiBudgetForm
        budget={settings.aiBudget}
        answer={actionData?.intent === "settings.ai-budget" ? actionData : undefined}
        pending={busy("settings.ai-budget")}
      />
      <CompanyExportCard />
    </div>
  );
}

/** Whether the gate also asks visitors for their e-mail (recorded unverified, shown in the Investors tab). */
function GateEmailSetting({ on, pending }: { on: boolean; pending: boolean }) {
  return (
    <Form method="post" className="mt-6 space-y-2 border-t pt-4" data-testid="gate-email-setting">
      <input type="hidden" name="intent" value="settings.gate-email" />
      <label className="flex items-start gap-2 text-sm">
        <input type="checkbox" name="askEmail" defaultChecked={on} className="mt-1" />
        <span>
          <span className="font-medium">{T.gateEmail.label}</span>
          <span className="block text-gray-600">{T.gateEmail.hint}</span>
        </span>
      </label>
      <StatusButton type="submit" pending={pending} pendingText={T.saving}>
        {T.save}
      </StatusButton>
    </Form>
  );
}

/** The admins' mails about investor activity, and how long the investor site's recordings are kept. */
function InvestorNotificationsForm({
  saved,
  answer,
  pending,
}: {
  saved: TabViewData<typeof settingsTabLoader>["investorNotifications"];
  answer: ActionData;
  pending: boolean;
}) {
  const values = answer?.values ?? { ...saved, retentionMonths: String(saved.retentionMonths) };
  const error = answer?.errors?.retentionMonths;
  // A new key after each answer: the fields show what the server has, not a stale edit.
  return (
    <Card className="lg:col-span-2" aria-labelledby="investor-notifications-heading">
      <h2 id="investor-notifications-heading" className="mb-1 text-xl font-semibold">
        {N.title}
      </h2>
      <p className="mb-4 text-sm text-gray-600">{N.intro}</p>
      <Form method="post" className="space-y-3" key={JSON.stringify(values)}>
        <input type="hidden" name="intent" value="settings.investor-notifications" />
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            name="notifyFirstOpen"
            defaultChecked={values.notifyFirstOpen}
            className="mt-1"
          />
          <span>
            <span className="font-medium">{N.firstOpen}</span>
            <span className="block text-gray-500">{N.firstOpenHint}</span>
          </span>
        </label>
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            name="notifyDailyDigest"
            defaultChecked={values.notifyDailyDigest}
            className="mt-1"
          />
          <span>
            <span className="font-medium">{N.digest}</span>
            <span className="block text-gray-500">{N.digestHint}</span>
          </span>
        </label>
        <NumberSetting
          name="retentionMonths"
          label={N.retention}
          min={1}
          max={60}
          defaultValue={values.retentionMonths}
          error={error}
          width="max-w-[8rem]"
        />
        <StatusButton type="submit" pending={pending} pendingText={T.saving}>
          {N.save}
        </StatusButton>
      </Form>
    </Card>
  );
}

/** A whole-number setting of a card's form (the retention period, the AI budget): its label, the input and the server's error. */
function NumberSetting({
  name,
  label,
  min,
  max,
  defaultValue,
  error,
  width,
}: {
  name: string;
  label: string;
  min: number;
  max: number;
  defaultValue: string | number;
  error?: string;
  width: string;
}) {
  return (
    <div>
      <label htmlFor={name} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={name}
        name={name}
        type="number"
        min={min}
        max={max}
        required
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${name}-error` : undefined}
        className={`${inputClass} ${width}`}
      />
      {error ? (
        <p id={`${name}-error`} role="alert" className="mt-1 text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The company's AI budget: questions the pitch deck chat answers for visitors per day, with today's use. */
function AiBudgetForm({
  budget,
  answer,
  pending,
}: {
  budget: TabViewData<typeof settingsTabLoader>["aiBudget"];
  answer: ActionData;
  pending: boolean;
}) {
  const A = T.aiBudget;
  const given = answer?.aiDailyQuestions ?? String(budget.limit);
  const error = answer?.errors?.aiDailyQuestions;
  return (
    <Card className="lg:col-span-2" aria-labelledby="ai-budget-heading">
      <h2 id="ai-budget-heading" className="mb-1 text-xl font-semibold">
        {A.title}
      </h2>
      <p className="mb-2 text-sm text-gray-600">{A.intro}</p>
      {budget.reached ? (
        <p
          role="status"
          className="mb-2 rounded-md bg-amber-50 p-2 text-sm text-amber-900"
          data-testid="ai-budget-reached"
        >
          {ADMIN_DASHBOARD_TEXTS.aiBudgetReached(budget.limit)}
        </p>
      ) : (
        <p className="mb-2 text-sm text-gray-600" data-testid="ai-budget-today">
          {A.today(budget.used, budget.limit)}
        </p>
      )}
      <Form method="post" className="space-y-3" key={given}>
        <input type="hidden" name="intent" value="settings.ai-budget" />
        <NumberSetting
          name="aiDailyQuestions"
          label={A.label}
          min={1}
          max={100000}
          defaultValue={given}
          error={error}
          width="max-w-[10rem]"
        />
        <StatusButton type="submit" pending={pending} pendingText={T.saving}>
          {A.save}
        </StatusButton>
      </Form>
    </Card>
  );
}
