import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useActionData } from "@remix-run/react";
import { AccessCodeSchema, CompanyProfileSchema } from "../../schemas/company";
import { ErrorList, StatusButton } from "../forms";
import { usePendingIntent } from "../use-is-pending";
import type { TabViewData, TabViewProps } from "./tabs";

type ActionData =
  | { intent?: string; result?: SubmissionResult<string[]>; errors?: { retentionMonths?: string }; values?: { notifyFirstOpen: boolean; notifyDailyDigest: boolean; retentionMonths: string } }
  | undefined;
const inputClass = "block w-full rounded-md border border-gray-300 px-3 py-2 focus:border-blue-500 focus:outline-none focus:ring-1 focus:ring-blue-500";

/** Investor access (set / rotate the code), the public profile, and page views. */
export function SettingsTab({ data: settings }: TabViewProps<"settings">) {
  const actionData = useActionData() as ActionData;
  const pendingIntent = usePendingIntent();
  const busy = (intent: string) => pendingIntent === intent;
  const [codeForm, codeFields] = useForm({
    id: "access-code",
    lastResult: actionData?.intent === "settings.access-code" ? actionData.result : null,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: AccessCodeSchema }),
    shouldValidate: "onBlur",
  });
  const [profileForm, profileFields] = useForm({
    id: "company-profile",
    lastResult: actionData?.intent === "settings.profile" ? actionData.result : null,
    defaultValue: { name: settings.name, about: settings.about, websiteUrl: settings.websiteUrl },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: CompanyProfileSchema }),
    shouldValidate: "onBlur",
  });
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section className="rounded-xl border bg-white p-6 shadow-sm">
        <h2 className="mb-1 text-xl font-semibold">Investor access code</h2>
        <p className="mb-4 text-sm text-gray-600">
          {settings.hasAccessCode
            ? "A code is set. Saving a new code revokes access for everyone who entered the old one."
            : "No code set yet: the public pages stay locked until you set one."}{" "}
          Public site: <code>/public/{settings.slug}</code>
        </p>
        <Form method="post" className="space-y-3" {...getFormProps(codeForm)}>
          <input type="hidden" name="intent" value="settings.access-code" />
          <label htmlFor={codeFields.accessCode.id} className="block text-sm font-medium">
            Toegangscode
          </label>
          <input {...getInputProps(codeFields.accessCode, { type: "password" })} autoComplete="new-password" className={inputClass} />
          <ErrorList id={codeFields.accessCode.errorId} errors={codeFields.accessCode.errors} />
          <StatusButton type="submit" pending={busy("settings.access-code")} pendingText="Saving...">
            {settings.hasAccessCode ? "Rotate access code" : "Set access code"}
          </StatusButton>
        </Form>
        <GateEmailSetting on={settings.gateAsksEmail} pending={busy("settings.gate-email")} />
      </section>
      <section className="rounded-xl border bg-white p-6 shadow-sm">
        <h2 className="mb-4 text-xl font-semibold">Public profile</h2>
        <Form method="post" className="space-y-3" {...getFormProps(profileForm)}>
          <input type="hidden" name="intent" value="settings.profile" />
          <label htmlFor={profileFields.name.id} className="block text-sm font-medium">
            Company name
          </label>
          <input {...getInputProps(profileFields.name, { type: "text" })} className={inputClass} />
          <ErrorList id={profileFields.name.errorId} errors={profileFields.name.errors} />
          <label htmlFor={profileFields.about.id} className="block text-sm font-medium">
            About
          </label>
          <textarea {...getTextareaProps(profileFields.about)} rows={4} className={inputClass} />
          <ErrorList id={profileFields.about.errorId} errors={profileFields.about.errors} />
          <label htmlFor={profileFields.websiteUrl.id} className="block text-sm font-medium">
            Website
          </label>
          <input {...getInputProps(profileFields.websiteUrl, { type: "url" })} className={inputClass} />
          <ErrorList id={profileFields.websiteUrl.errorId} errors={profileFields.websiteUrl.errors} />
          <StatusButton type="submit" pending={busy("settings.profile")} pendingText="Saving...">
            Save
          </StatusButton>
        </Form>
      </section>
      <InvestorNotificationsForm
        saved={settings.investorNotifications}
        answer={actionData?.intent === "settings.investor-notifications" ? actionData : undefined}
        pending={busy("settings.investor-notifications")}
      />
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
          <span className="font-medium">Ask visitors for their email at the gate</span>
          <span className="block text-gray-600">Visitors then give an email address with the code. It is not verified; the Investors tab shows it with the visitor.</span>
        </span>
      </label>
      <StatusButton type="submit" pending={pending} pendingText="Saving...">
        Save
      </StatusButton>
    </Form>
  );
}

/** The admins' mails about investor activity, and how long the investor site's recordings are kept. */
function InvestorNotificationsForm({ saved, answer, pending }: { saved: TabViewData<"settings">["investorNotifications"]; answer: ActionData; pending: boolean }) {
  const values = answer?.values ?? { ...saved, retentionMonths: String(saved.retentionMonths) };
  const error = answer?.errors?.retentionMonths;
  // A new key after each answer: the fields show what the server has, not a stale edit.
  return (
    <section className="rounded-xl border bg-white p-6 shadow-sm lg:col-span-2" aria-labelledby="investor-notifications-heading">
      <h2 id="investor-notifications-heading" className="mb-1 text-xl font-semibold">
        Investor notifications
      </h2>
      <p className="mb-4 text-sm text-gray-600">Mails to the admins of this company about what invited investors do on the investor site, and how long visits and visitors&apos; chats are kept.</p>
      <Form method="post" className="space-y-3" key={JSON.stringify(values)}>
        <input type="hidden" name="intent" value="settings.investor-notifications" />
        <label className="flex items-start gap-2 text-sm">
          <input type="checkbox" name="notifyFirstOpen" defaultChecked={values.notifyFirstOpen} className="mt-1" />
          <span>
            <span className="font-medium">Mail when an invited investor first opens the deck</span>
            <span className="block text-gray-500">Once per investor, with a link to what they read.</span>
          </span>
        </label>
        <label className="flex items-start gap-2 text-sm">
          <input type="checkbox" name="notifyDailyDigest" defaultChecked={values.notifyDailyDigest} className="mt-1" />
          <span>
            <span className="font-medium">Daily activity digest</span>
            <span className="block text-gray-500">Every morning: visits, investors who read, time on the deck, questions and new requests of the last 24 hours. No mail on a quiet day.</span>
          </span>
        </label>
        <div>
          <label htmlFor="retentionMonths" className="block text-sm font-medium">
            Keep visits and visitors&apos; chats for (months)
          </label>
          <input
            id="retentionMonths"
            name="retentionMonths"
            type="number"
            min={1}
            max={60}
            required
            defaultValue={values.retentionMonths}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "retentionMonths-error" : undefined}
            className={`${inputClass} max-w-[8rem]`}
          />
          {error ? (
            <p id="retentionMonths-error" role="alert" className="mt-1 text-sm text-red-600">
              {error}
            </p>
          ) : null}
        </div>
        <StatusButton type="submit" pending={pending} pendingText="Saving...">
          Save notifications
        </StatusButton>
      </Form>
    </section>
  );
}
