import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link } from "@remix-run/react";

import { UPDATES_TEXTS as T } from "../../copy/admin/updates-texts";
import { UPDATE_TYPE_LABELS } from "../../copy/site/update-type-texts";
import { parseMetricsInput, UPDATE_TYPES } from "../../domain/updates";
import { UpdateFormSchema } from "../../schemas/updates";
import { ErrorList, StatusButton } from "../forms";
import { buttonClass } from "../ui/button";
import { flatInputClass } from "../ui/input";
import { useFieldState } from "../use-field-state";
import { useIsPending } from "../use-is-pending";
import { type MailFieldValues, UpdateMailFields } from "./update-mail-fields";

export type UpdateFormDefaults = {
  id?: string;
  date: string;
  type: string;
  title: string;
  description: string;
  metrics: string[];
};

/** Date, Update Type, Title, Description, 'Metrics/Key Points' with a live preview (docs/product.md#admin-panel-updates-and-add-update). */
export function UpdateForm({
  mode,
  defaults,
  lastResult,
  mail,
}: {
  mode: "create" | "edit";
  defaults: UpdateFormDefaults;
  lastResult?: SubmissionResult<string[]> | null;
  /** The mail choices posted last (create mode), so a refused form keeps them without JavaScript. */
  mail?: MailFieldValues;
}) {
  const intent = mode === "create" ? "update.create" : "update.edit";
  const pending = useIsPending(intent);
  const [form, fields] = useForm({
    id: defaults.id ? `update-${defaults.id}` : "update-new",
    lastResult,
    defaultValue: { ...defaults, metrics: defaults.metrics.join("\n") },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: UpdateFormSchema }),
  });
  const [metricsText, setMetricsText, metricsField] = useFieldState<HTMLTextAreaElement>(
    defaults.metrics.join("\n"),
  );
  const preview = parseMetricsInput(metricsText);

  return (
    <Form method="post" className="space-y-4" {...getFormProps(form)}>
      {/* Create: the intent is the pressed button's (add, or the test to oneself). */}
      {mode === "edit" ? <input type="hidden" name="intent" value={intent} /> : null}
      {defaults.id ? <input type="hidden" name="id" value={defaults.id} /> : null}
      <div className="grid gap-4 md:grid-cols-2">
        <div>
          <label htmlFor={fields.date.id} className="mb-1 block text-sm font-medium">
            {T.labels.date}
          </label>
          <input {...getInputProps(fields.date, { type: "date" })} className={flatInputClass} />
          <ErrorList id={fields.date.errorId} errors={fields.date.errors} />
        </div>
        <div>
          <label htmlFor={fields.type.id} className="mb-1 block text-sm font-medium">
            {T.labels.type}
          </label>
          <select {...getSelectProps(fields.type)} className={flatInputClass}>
            {UPDATE_TYPES.map((t) => (
              <option key={t} value={t}>
                {UPDATE_TYPE_LABELS[t]}
              </option>
            ))}
          </select>
          <ErrorList id={fields.type.errorId} errors={fields.type.errors} />
        </div>
      </div>
      <div>
        <label htmlFor={fields.title.id} className="mb-1 block text-sm font-medium">
          {T.labels.title}
        </label>
        <input {...getInputProps(fields.title, { type: "text" })} className={flatInputClass} />
        <ErrorList id={fields.title.errorId} errors={fields.title.errors} />
      </div>
      <div>
        <label htmlFor={fields.description.id} className="mb-1 block text-sm font-medium">
          {T.labels.description}
        </label>
        <textarea {...getTextareaProps(fields.description)} rows={5} className={flatInputClass} />
        <ErrorList id={fields.description.errorId} errors={fields.description.errors} />
      </div>
      <div>
        <label htmlFor={fields.metrics.id} className="mb-1 block text-sm font-medium">
          {T.labels.metrics}
        </label>
        <textarea
          {...getTextareaProps(fields.metrics)}
          rows={4}
          className={flatInputClass}
          placeholder={T.metricsPlaceholder}
          ref={metricsField}
          onChange={(e) => setMetricsText(e.target.value)}
        />
        <ErrorList id={fields.metrics.errorId} errors={fields.metrics.errors} />
        {preview.length > 0 ? (
          <div className="mt-2 rounded-md bg-gray-50 p-3" data-testid="metrics-preview">
            <p className="mb-1 text-xs font-semibold uppercase text-gray-500">{T.preview}</p>
            <ul className="list-disc pl-5 text-sm">
              {preview.map((m, i) => (
                <li key={`${i}-${m}`}>{m}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      {mode === "create" ? (
        <UpdateMailFields
          subscribersCheckbox={
            <label className="flex items-center gap-2 text-sm">
              <input {...getInputProps(fields.sendNotifications, { type: "checkbox" })} className="h-4 w-4" />
              {T.labels.sendNotifications}
            </label>
          }
          values={mail ?? { stages: [], mailWhen: "now", mailDate: defaults.date, mailHour: "09" }}
          errors={{
            mailWhen: lastResult?.error?.mailWhen ?? undefined,
            mailDate: lastResult?.error?.mailDate ?? undefined,
            mailHour: lastResult?.error?.mailHour ?? undefined,
          }}
        />
      ) : null}
      <ErrorList id={form.errorId} errors={form.errors} />
      <div className="flex gap-2">
        <StatusButton
          type="submit"
          pending={pending}
          pendingText={T.saving}
          {...(mode === "create" ? { name: "intent", value: intent } : {})}
        >
          {mode === "create" ? T.add : T.save}
        </StatusButton>
        {mode === "create" ? (
          <button type="submit" name="intent" value="update.test" className={buttonClass("secondary")}>
            {T.mail.test}
          </button>
        ) : null}
        {mode === "edit" ? (
          <Link to="/admin/management/updates" className="rounded-md border px-4 py-2 hover:bg-gray-50">
            {T.cancel}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
