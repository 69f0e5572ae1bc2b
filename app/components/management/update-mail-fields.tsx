import { UPDATES_TEXTS } from "../../copy/admin/updates-texts";
import { STAGE_LABELS } from "../../copy/pipeline/texts";
import { STAGES } from "../../domain/pipeline/stages";
import { ErrorList } from "../forms";
import { flatInputClass } from "../ui/input";

const T = UPDATES_TEXTS.mail;

export type MailFieldValues = { stages: string[]; mailWhen: string; mailDate: string; mailHour: string };

/**
 * The update mail's audience and moment (ADR 058): invited investors by pipeline stage (the
 * subscribers' checkbox is the form's own 'send notifications' field), and now or a date and a
 * whole hour in Amsterdam. Plain inputs: the choice posts with JavaScript off.
 */
export function UpdateMailFields({
  subscribersCheckbox,
  values,
  errors,
}: {
  subscribersCheckbox: React.ReactNode;
  values: MailFieldValues;
  errors: { mailWhen?: string[]; mailDate?: string[]; mailHour?: string[] };
}) {
  return (
    <fieldset className="space-y-3 rounded-md border p-4" data-testid="update-mail-fields">
      <legend className="px-1 text-sm font-semibold">{T.legend}</legend>
      {subscribersCheckbox}
      <fieldset>
        <legend className="mb-1 text-sm font-medium">{T.investorsByStage}</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          {STAGES.map((stage) => (
            <label key={stage} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                name="stage"
                value={stage}
                defaultChecked={values.stages.includes(stage)}
                className="h-4 w-4"
              />
              {STAGE_LABELS[stage]}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="mb-1 text-sm font-medium">{T.when}</legend>
        <div className="flex flex-wrap items-end gap-4">
          <label className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="mailWhen"
              value="now"
              defaultChecked={values.mailWhen !== "schedule"}
              className="h-4 w-4"
            />
            {T.now}
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="mailWhen"
              value="schedule"
              defaultChecked={values.mailWhen === "schedule"}
              className="h-4 w-4"
            />
            {T.schedule}
          </label>
          <label className="text-sm">
            <span className="mb-1 block">{T.date}</span>
            <input
              type="date"
              name="mailDate"
              defaultValue={values.mailDate}
              aria-invalid={errors.mailDate?.length ? true : undefined}
              className={flatInputClass}
            />
          </label>
          <label className="text-sm">
            <span className="mb-1 block">{T.hour}</span>
            <select
              name="mailHour"
              defaultValue={values.mailHour || "09"}
              aria-invalid={errors.mailHour?.length ? true : undefined}
              className={flatInputClass}
            >
              {Array.from({ length: 24 }, (_, h) => String(h).padStart(2, "0")).map((h) => (
                <option key={h} value={h}>
                  {h}:00
                </option>
              ))}
            </select>
          </label>
          <span className="pb-2 text-xs text-gray-600">{T.timeZone}</span>
        </div>
        <ErrorList
          errors={[...(errors.mailWhen ?? []), ...(errors.mailDate ?? []), ...(errors.mailHour ?? [])]}
        />
      </fieldset>
    </fieldset>
  );
}
