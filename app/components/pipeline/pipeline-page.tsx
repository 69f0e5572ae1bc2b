import type { SerializeFrom } from "@remix-run/cloudflare";
import { Form, Link } from "@remix-run/react";

import {
  INSTRUMENT_LABELS,
  PIPELINE_TEXTS as T,
  ROUND_TEXTS as R,
  SIGNAL_LABELS as SIGNAL_TEXT,
  STAGE_LABELS,
} from "../../copy/pipeline/texts";
import { formatNlDateTime } from "../../domain/format/dates";
import { formatEuroWhole } from "../../domain/format/money";
import { STAGES } from "../../domain/pipeline/stages";
import type { action, loader } from "../../routes/admin.pipeline";
import { headerLinkClass, PageTitle } from "../page-header";
import { buttonClass } from "../ui/button";
import { cardClass } from "../ui/card";
import { flatInputClass } from "../ui/input";
import { Board } from "./board";
import { CardPanel } from "./card-panel";
import { fieldProps, FieldRow } from "./field-row";
import { ImportPanel } from "./import-panel";
import { RoundBar } from "./round-bar";
import { PipelineTable } from "./table";

export type PipelineData = SerializeFrom<typeof loader>;
export type PipelineActionData = SerializeFrom<typeof action> | undefined;
export type Card = PipelineData["cards"][number];

/** The answer of one intent, when it is the one the action last answered. */
export function answerOf(actionData: PipelineActionData, intent: string) {
  const answer = actionData as Record<string, unknown> | undefined;
  return answer && typeof answer === "object" && answer.intent === intent ? answer : null;
}

export function PipelinePage({ data, actionData }: { data: PipelineData; actionData: PipelineActionData }) {
  const views = [
    ["board", T.board, "/admin/pipeline"],
    ["table", T.table, "/admin/pipeline?view=table"],
    ...(data.canChange ? [["import", T.import, "/admin/pipeline?view=import"] as const] : []),
  ] as const;
  return (
    <main className="mx-auto max-w-7xl space-y-6 px-4 py-6">
      <PageTitle title={T.title}>
        <nav className="flex flex-wrap items-center gap-2" aria-label={T.title}>
          {views.map(([view, label, to]) => (
            <Link
              key={view}
              to={to}
              className={headerLinkClass}
              aria-current={data.view === view ? "page" : undefined}
            >
              {label}
            </Link>
          ))}
          <a className={headerLinkClass} href="/admin/pipeline.csv" download>
            {T.exportCsv}
          </a>
        </nav>
      </PageTitle>
      <p className="text-sm text-gray-600">{T.intro}</p>
      {data.canChange ? null : (
        <p role="status" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          {T.readOnly}
        </p>
      )}
      {data.card ? <CardPanel data={data} card={data.card} actionData={actionData} /> : null}
      <RoundSection data={data} actionData={actionData} />
      <Totals totals={data.totals} />
      {data.view === "import" && data.canChange ? (
        <ImportPanel actionData={actionData} />
      ) : data.cards.length === 0 ? (
        <p className={cardClass("p-5")}>{T.empty}</p>
      ) : data.view === "table" ? (
        <PipelineTable data={data} />
      ) : (
        <Board data={data} />
      )}
    </main>
  );
}

function Totals({ totals }: { totals: PipelineData["totals"] }) {
  return (
    <section aria-labelledby="totals-title" className={cardClass("p-4")}>
      <h2 id="totals-title" className="sr-only">
        {T.totalsTitle}
      </h2>
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4 lg:grid-cols-8" data-testid="stage-totals">
        {totals.map((t) => (
          <div key={t.stage} data-stage={t.stage}>
            <dt className="font-medium">{STAGE_LABELS[t.stage]}</dt>
            <dd className="text-gray-700">{T.total(t.count)}</dd>
            {t.indicated > 0 ? (
              <dd className="text-gray-600">
                {T.indicated} {formatEuroWhole(t.indicated)}
              </dd>
            ) : null}
            {t.committed > 0 ? (
              <dd className="text-gray-600">
                {T.committed} {formatEuroWhole(t.committed)}
              </dd>
            ) : null}
          </div>
        ))}
      </dl>
    </section>
  );
}

function RoundForm({
  round,
  returnTo,
  answer,
}: {
  round: PipelineData["round"];
  returnTo: string;
  answer: Record<string, unknown> | null;
}) {
  const errors = (answer?.errors ?? {}) as Record<string, string>;
  const values = (answer?.values ?? {}) as Record<string, string>;
  const intent = round ? "round.save" : "round.create";
  const field = (name: string) => fieldProps("round", name, errors);
  return (
    <Form method="post" className="mt-3 grid gap-3 sm:grid-cols-2" data-testid="round-form">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="returnTo" value={returnTo} />
      {round ? <input type="hidden" name="id" value={round.id} /> : null}
      {errors.form ? (
        <p role="alert" className="text-sm text-red-700 sm:col-span-2">
          {errors.form}
        </p>
      ) : null}
      <FieldRow id="round-name" label={R.name} error={errors.name}>
        <input
          className={flatInputClass}
          {...field("name")}
          defaultValue={values.name ?? round?.name ?? ""}
        />
      </FieldRow>
      <FieldRow id="round-target" label={R.target} error={errors.target}>
        <input
          className={flatInputClass}
          inputMode="decimal"
          {...field("target")}
          defaultValue={values.target ?? (round ? String(round.targetAmount) : "")}
        />
      </FieldRow>
      <FieldRow id="round-instrument" label={R.instrument} error={errors.instrument}>
        <select
          className={flatInputClass}
          {...field("instrument")}
          defaultValue={values.instrument ?? round?.instrument ?? "safe"}
        >
          {Object.entries(INSTRUMENT_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </FieldRow>
      <FieldRow id="round-targetClose" label={R.targetClose} error={errors.targetClose}>
        <input
          type="date"
          className={flatInputClass}
          {...field("targetClose")}
          defaultValue={values.targetClose ?? round?.targetClose ?? ""}
        />
      </FieldRow>
      <div className="sm:col-span-2">
        <button type="submit" className={buttonClass("primary")}>
          {round ? R.save : R.create}
        </button>
      </div>
    </Form>
  );
}

function RoundSection({ data, actionData }: { data: PipelineData; actionData: PipelineActionData }) {
  const answer = answerOf(actionData, data.round ? "round.save" : "round.create");
  return (
    <section aria-labelledby="round-title" className={cardClass("p-5")}>
      <h2 id="round-title" className="mb-2 text-lg font-semibold">
        {R.title}
      </h2>
      {data.round ? <RoundBar round={data.round} /> : <p className="text-sm text-gray-600">{R.none}</p>}
      {data.canChange ? (
        data.round ? (
          <details className="mt-3" open={!!answer}>
            <summary className="cursor-pointer text-sm font-medium text-blue-700">{R.edit}</summary>
            <RoundForm round={data.round} returnTo={data.returnTo} answer={answer} />
            <Form
              method="post"
              className="mt-3"
              onSubmit={(e) => {
                if (!confirm(R.confirmClose)) e.preventDefault();
              }}
            >
              <input type="hidden" name="intent" value="round.close" />
              <input type="hidden" name="id" value={data.round.id} />
              <input type="hidden" name="returnTo" value={data.returnTo} />
              <button type="submit" className={buttonClass("secondary")}>
                {R.close}
              </button>
            </Form>
          </details>
        ) : (
          <details className="mt-3" open={!!answer}>
            <summary className="cursor-pointer text-sm font-medium text-blue-700">{R.create}</summary>
            <RoundForm round={null} returnTo={data.returnTo} answer={answer} />
          </details>
        )
      ) : null}
      {data.closedRounds.length > 0 ? (
        <div className="mt-4">
          <h3 className="text-sm font-semibold">{R.closedRounds}</h3>
          <ul className="mt-1 space-y-1 text-sm text-gray-700">
            {data.closedRounds.map((r) => (
              <li key={r.id}>
                {r.name} · {INSTRUMENT_LABELS[r.instrument]} ·{" "}
                {R.progress(
                  formatEuroWhole(r.committedAtClose ?? 0),
                  formatEuroWhole(r.targetAmount),
                  r.targetAmount > 0 ? Math.floor(((r.committedAtClose ?? 0) / r.targetAmount) * 100) : 0,
                )}{" "}
                · {R.closedOn(formatNlDateTime(r.closedAt!))}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

/** The no-JS (and table) way to move an investor: a stage select and a save button. */
export function StageForm({ card, returnTo }: { card: Card; returnTo: string }) {
  const selectId = `stage-${card.id}`;
  return (
    <Form method="post" action="/admin/pipeline" className="flex items-center gap-2" data-testid="stage-form">
      <input type="hidden" name="intent" value="stage.set" />
      <input type="hidden" name="id" value={card.id} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <label htmlFor={selectId} className="sr-only">
        {T.stageOf(card.name)}
      </label>
      <select
        id={selectId}
        name="stage"
        defaultValue={card.stage}
        className="rounded-md border px-2 py-1 text-sm"
      >
        {STAGES.map((s) => (
          <option key={s} value={s}>
            {STAGE_LABELS[s]}
          </option>
        ))}
      </select>
      <button type="submit" className={buttonClass("toolbar")} aria-label={T.saveStage(card.name)}>
        {T.save}
      </button>
    </Form>
  );
}

/** "Nu opvolgen" and the stage suggestion of one investor, each with its one-click answer. */
export function Signals({ card, canChange, returnTo }: { card: Card; canChange: boolean; returnTo: string }) {
  if (!card.followUpNow && !card.suggestion) return null;
  const hidden = (intent: string) => (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={card.id} />
      <input type="hidden" name="returnTo" value={returnTo} />
    </>
  );
  return (
    <div className="mt-2 space-y-2 text-sm">
      {card.followUpNow ? (
        <div className="flex flex-wrap items-center gap-2" data-testid="follow-up-now">
          <span
            className="rounded-full bg-red-100 px-2 py-0.5 font-medium text-red-800"
            title={T.followUpNowHint}
          >
            {T.followUpNow}
          </span>
          {canChange ? (
            <Form method="post" action="/admin/pipeline">
              {hidden("follow-up.dismiss")}
              <button type="submit" className="text-xs text-gray-700 underline">
                {T.dismiss}
                <span className="sr-only">
                  {" "}
                  ({T.followUpNow}, {card.name})
                </span>
              </button>
            </Form>
          ) : null}
        </div>
      ) : null}
      {card.suggestion ? (
        <div className="rounded-md bg-blue-50 p-2 text-blue-900" data-testid="stage-suggestion">
          <p>{T.suggestion(SIGNAL_TEXT[card.suggestion.signal], STAGE_LABELS[card.suggestion.to])}</p>
          {canChange ? (
            <div className="mt-1 flex gap-2">
              <Form method="post" action="/admin/pipeline">
                {hidden("suggestion.accept")}
                <input type="hidden" name="stage" value={card.suggestion.to} />
                <button type="submit" className={buttonClass("toolbar")}>
                  {T.accept}
                  <span className="sr-only"> ({card.name})</span>
                </button>
              </Form>
              <Form method="post" action="/admin/pipeline">
                {hidden("suggestion.dismiss")}
                <input type="hidden" name="key" value={card.suggestion.key} />
                <button type="submit" className={buttonClass("toolbar")}>
                  {T.dismiss}
                  <span className="sr-only"> ({card.name})</span>
                </button>
              </Form>
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
