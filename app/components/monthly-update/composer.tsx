import { Form, useActionData, useNavigation } from "@remix-run/react";

import { UPDATES_TEXTS } from "../../copy/admin/updates-texts";
import { COMPOSER_TEXTS as T, FIGURE_LABELS } from "../../copy/monthly-update/texts";
import type { MonthlyUpdateSnapshot } from "../../domain/monthly-update/compose";
import { ASK_SLOTS } from "../../domain/monthly-update/compose";
import { BASE_FIGURES, type Figure } from "../../domain/monthly-update/kpi";
import type { loader } from "../../routes/admin.management.monthly-update";
import type { TabViewProps } from "../management/tabs";
import { type MailFieldValues, UpdateMailFields } from "../management/update-mail-fields";
import { buttonClass } from "../ui/button";
import { cardClass } from "../ui/card";
import { FiguresTable, MonthlyBlock, PlanVsActual } from "./monthly-block";

type ActionData =
  | {
      intent?: string;
      errors?: Record<string, string>;
      values?: Record<string, string>;
      preview?: MonthlyUpdateSnapshot;
      mail?: MailFieldValues;
      testSentTo?: string;
    }
  | undefined;

const input = "w-full rounded-md border border-gray-300 px-3 py-2 text-sm";

/** 'Nieuwe maandupdate': the month's figures pre-filled from the pages, the sections, preview and publish. */
export function MonthlyUpdateComposer({ data }: TabViewProps<typeof loader>) {
  const action = useActionData() as ActionData;
  const busy = useNavigation().state !== "idle";
  const composeAnswer =
    action?.intent === "monthly.preview" ||
    action?.intent === "monthly.publish" ||
    action?.intent === "monthly.test";
  const posted = composeAnswer && action?.values?.month === data.month ? action.values : undefined;
  const value = (name: string, fallback = "") => posted?.[name] ?? fallback;
  const errors = composeAnswer ? (action?.errors ?? {}) : {};
  const fromOf = new Map(data.figures.map((f: Figure) => [f.key, f.from]));
  const derived = data.figures.filter((f: Figure) => !(BASE_FIGURES as readonly string[]).includes(f.key));
  const error = (name: string) =>
    errors[name] ? (
      <p id={`${name}-error`} className="mt-1 text-sm text-red-700">
        {errors[name]}
      </p>
    ) : null;
  return (
    <div className="space-y-6">
      <div className={cardClass()}>
        <h2 className="mb-2 text-xl font-semibold">{T.title}</h2>
        <p className="mb-4 text-sm text-gray-600">{T.intro}</p>
        <Form method="get" className="flex flex-wrap items-end gap-3">
          <label className="text-sm font-medium">
            {T.monthLabel}
            <input
              type="month"
              name="month"
              defaultValue={data.month}
              className={`${input} mt-1 block`}
              required
            />
          </label>
          <button type="submit" className={buttonClass("secondary")}>
            {T.choose}
          </button>
        </Form>
        {data.monthRejected ? <p className="mt-2 text-sm text-red-700">{T.errors.month}</p> : null}
      </div>

      <div className={cardClass()}>
        <h3 className="mb-2 text-lg font-semibold">{T.planTitle}</h3>
        {data.plan ? (
          <p className="mb-3 text-sm text-gray-700" data-testid="plan-locked">
            {T.planLocked(data.plan.name, data.plan.lockedAt.slice(0, 10))}
          </p>
        ) : (
          <p className="mb-3 text-sm text-gray-700">{T.noPlan}</p>
        )}
        {data.scenarios.length === 0 ? (
          <p className="text-sm text-gray-600">{T.noScenarios}</p>
        ) : (
          <Form method="post" className="flex flex-wrap items-end gap-3">
            <input type="hidden" name="month" value={data.month} />
            <label className="text-sm font-medium">
              {T.scenario}
              <select name="scenario" className={`${input} mt-1 block`}>
                {data.scenarios.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" name="intent" value="plan.lock" className={buttonClass("secondary")}>
              {data.plan ? T.relock : T.lock}
            </button>
          </Form>
        )}
        {action?.intent === "plan.lock" && action.errors?.scenario ? (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {action.errors.scenario}
          </p>
        ) : null}
        {data.plan ? <PlanVsActual plan={data.plan} lang="nl" /> : null}
      </div>

      {/* Posted to the month's own URL: the answer (a preview, or the problems) shows that month's page.
          Keyed by the month: another month's figures replace the fields (they are uncontrolled). */}
      <Form
        key={data.month}
        method="post"
        action={`/admin/management/monthly-update?month=${data.month}`}
        className={`${cardClass()} space-y-5`}
        aria-label={T.title}
      >
        <input type="hidden" name="month" value={data.month} />
        {Object.keys(errors).length ? (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-700">
            {errors.form ?? T.errors.invalid}
          </p>
        ) : null}
        <label className="block text-sm font-medium">
          {T.updateTitle}
          <input
            name="title"
            defaultValue={value("title", data.title)}
            className={`${input} mt-1`}
            maxLength={200}
            aria-invalid={errors.title ? true : undefined}
            aria-describedby={errors.title ? "title-error" : undefined}
          />
        </label>
        {error("title")}

        <fieldset>
          <legend className="mb-2 font-semibold">{T.figures}</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {BASE_FIGURES.map((key) => {
              const name = `fig.${key}`;
              const from = fromOf.get(key);
              return (
                <div key={key}>
                  <label className="block text-sm font-medium" htmlFor={name}>
                    {FIGURE_LABELS.nl[key]}{" "}
                    <span className="font-normal text-gray-500">{from ? T.fromPage(from) : T.noData}</span>
                  </label>
                  <input
                    id={name}
                    name={name}
                    inputMode="decimal"
                    defaultValue={value(name, data.fields[name] ?? "")}
                    placeholder={T.noData}
                    className={`${input} mt-1`}
                    aria-invalid={errors[name] ? true : undefined}
                    aria-describedby={errors[name] ? `${name}-error` : undefined}
                  />
                  {error(name)}
                </div>
              );
            })}
          </div>
          <details className="mt-3 text-sm">
            <summary className="cursor-pointer text-gray-700">{T.derived}</summary>
            <FiguresTable figures={derived} lang="nl" />
          </details>
        </fieldset>

        {(["highlights", "lowlights"] as const).map((name) => (
          <div key={name}>
            <label className="block text-sm font-medium">
              {T[name]}
              <textarea name={name} rows={4} defaultValue={value(name)} className={`${input} mt-1`} />
            </label>
            {error(name)}
          </div>
        ))}

        <fieldset>
          <legend className="mb-2 font-semibold">{T.asks}</legend>
          {Array.from({ length: ASK_SLOTS }, (_, i) => i + 1).map((n) => (
            <div key={n} className="mb-3 grid gap-2 sm:grid-cols-2">
              <label className="block text-sm">
                {T.ask(n)}
                <input name={`ask.${n}`} defaultValue={value(`ask.${n}`)} className={`${input} mt-1`} />
              </label>
              <label className="block text-sm">
                {T.help(n)}
                <input name={`help.${n}`} defaultValue={value(`help.${n}`)} className={`${input} mt-1`} />
              </label>
              {error(`ask.${n}`)}
              {error(`help.${n}`)}
            </div>
          ))}
        </fieldset>

        <div>
          <label className="block text-sm font-medium">
            {T.freeText}
            <textarea name="freeText" rows={4} defaultValue={value("freeText")} className={`${input} mt-1`} />
          </label>
          {error("freeText")}
        </div>

        {/* The same audience and moment as 'Add Update': publishing goes through the update's send path. */}
        <UpdateMailFields
          subscribersCheckbox={
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                name="sendNotifications"
                defaultChecked={!!posted?.sendNotifications}
                className="h-4 w-4"
              />
              {UPDATES_TEXTS.labels.sendNotifications}
            </label>
          }
          values={
            (composeAnswer && posted ? action?.mail : undefined) ?? {
              stages: [],
              mailWhen: "now",
              mailDate: data.today,
              mailHour: "09",
            }
          }
          errors={{
            mailWhen: errors.mailWhen ? [errors.mailWhen] : undefined,
            mailDate: errors.mailDate ? [errors.mailDate] : undefined,
            mailHour: errors.mailHour ? [errors.mailHour] : undefined,
          }}
        />

        {action?.intent === "monthly.test" && action.testSentTo ? (
          <p role="status" className="rounded-md bg-green-50 p-3 text-sm text-green-800">
            {UPDATES_TEXTS.mail.testSent(action.testSentTo)}
          </p>
        ) : null}

        <div className="flex flex-wrap gap-3">
          <button
            type="submit"
            name="intent"
            value="monthly.preview"
            className={buttonClass("secondary")}
            disabled={busy}
          >
            {T.preview}
          </button>
          <button
            type="submit"
            name="intent"
            value="monthly.publish"
            className={buttonClass("primary")}
            disabled={busy}
          >
            {T.publish}
          </button>
          <button
            type="submit"
            name="intent"
            value="monthly.test"
            className={buttonClass("secondary")}
            disabled={busy}
          >
            {UPDATES_TEXTS.mail.test}
          </button>
        </div>
      </Form>

      {action?.intent === "monthly.preview" && action.preview ? (
        <section className={cardClass()} aria-label={T.previewTitle} data-testid="monthly-preview">
          <h3 className="text-lg font-semibold">
            {T.previewTitle}: {action.preview.title}
          </h3>
          <MonthlyBlock snapshot={action.preview} lang="nl" />
        </section>
      ) : null}
    </div>
  );
}
