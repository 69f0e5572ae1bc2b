import { Form, Link } from "@remix-run/react";

import {
  ACTIVITY_LABELS,
  CARD_TEXTS as C,
  PASS_REASON_LABELS,
  PIPELINE_TEXTS as T,
  STAGE_LABELS,
} from "../../copy/pipeline/texts";
import { formatAmountInput } from "../../domain/finance/amount";
import { formatNlDateTime } from "../../domain/format/dates";
import { formatEuroWhole } from "../../domain/format/money";
import { ACTIVITY_KINDS, PASS_REASONS } from "../../domain/pipeline/stages";
import { buttonClass } from "../ui/button";
import { cardClass } from "../ui/card";
import { flatInputClass } from "../ui/input";
import { fieldProps, FieldRow, ReadRow } from "./field-row";
import {
  answerOf,
  type Card,
  type PipelineActionData,
  type PipelineData,
  Signals,
  StageForm,
} from "./pipeline-page";

const when = (at: string) => (at.length === 10 ? at : formatNlDateTime(at));

/** One investor's card: engagement beside the pipeline fields, and the activity log. */
export function CardPanel({
  data,
  card,
  actionData,
}: {
  data: PipelineData;
  card: Card;
  actionData: PipelineActionData;
}) {
  const closeTo = data.view === "board" ? "/admin/pipeline" : `/admin/pipeline?view=${data.view}`;
  const e = card.engagement;
  const saved = answerOf(actionData, "card.save");
  const errors = (saved?.errors ?? {}) as Record<string, string>;
  const values = (saved?.values ?? {}) as Record<string, string>;
  const logged = answerOf(actionData, "activity.log");
  const logErrors = (logged?.errors ?? {}) as Record<string, string>;
  const logValues = (logged?.values ?? {}) as Record<string, string>;
  const amount = (name: "ticketIndicated" | "ticketCommitted") =>
    values[name] ?? formatAmountInput(card[name], "nl");

  return (
    <section
      id="card"
      aria-labelledby="card-title"
      className={cardClass("p-5")}
      data-testid="pipeline-card-detail"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="card-title" className="text-xl font-semibold">
            {card.name}
          </h2>
          <p className="text-sm text-gray-600">
            {[card.firm, card.email].filter(Boolean).join(" · ")} · {STAGE_LABELS[card.stage]}
          </p>
          <Signals card={card} canChange={data.canChange} returnTo={data.returnTo} />
        </div>
        <Link to={closeTo} className={buttonClass("toolbar")}>
          {C.close}
        </Link>
      </div>

      <div className="mt-4 grid gap-6 lg:grid-cols-3">
        <div>
          <h3 className="mb-2 font-semibold">{C.engagement}</h3>
          {e.visitorKey ? (
            <ul className="space-y-1 text-sm text-gray-700" data-testid="card-engagement">
              <li>{C.pagesSeen(e.deckPagesSeen, Math.round(e.deckShare * 100))}</li>
              <li>{C.deckTime(Math.round(e.deckSeconds / 60))}</li>
              <li>{C.visits(e.visits)}</li>
              <li>{C.questions(e.questions)}</li>
              <li>{C.requests(e.requests)}</li>
              {e.score !== null ? <li>{C.score(e.score)}</li> : null}
              {e.lastEngagedAt ? (
                <li>
                  {T.columns.lastEngaged}: {formatNlDateTime(e.lastEngagedAt)}
                </li>
              ) : null}
              <li>
                <Link
                  className="text-blue-700 hover:underline"
                  to={`/admin/management/investors?visitor=${encodeURIComponent(e.visitorKey)}`}
                >
                  {C.viewInvestor}
                </Link>
              </li>
            </ul>
          ) : (
            <p className="text-sm text-gray-600">{C.noEngagement}</p>
          )}
        </div>

        <div>
          <h3 className="mb-2 font-semibold">{C.fields}</h3>
          {data.canChange ? (
            <>
              <StageForm card={card} returnTo={data.returnTo} />
              <Form method="post" className="mt-3 space-y-3" data-testid="card-form">
                <input type="hidden" name="intent" value="card.save" />
                <input type="hidden" name="id" value={card.id} />
                <input type="hidden" name="returnTo" value={data.returnTo} />
                {(["ticketIndicated", "ticketCommitted"] as const).map((name) => (
                  <FieldRow key={name} id={`card-${name}`} label={C[name]} error={errors[name]}>
                    <input
                      {...fieldProps("card", name, errors)}
                      inputMode="decimal"
                      className={flatInputClass}
                      defaultValue={amount(name)}
                    />
                  </FieldRow>
                ))}
                <div className="flex items-center gap-2">
                  <input
                    id="card-lead"
                    name="lead"
                    type="checkbox"
                    defaultChecked={values.lead ? values.lead === "on" : card.lead}
                  />
                  <label htmlFor="card-lead" className="text-sm">
                    {C.lead}
                  </label>
                </div>
                <FieldRow id="card-nextFollowUp" label={C.nextFollowUp} error={errors.nextFollowUp}>
                  <input
                    {...fieldProps("card", "nextFollowUp", errors)}
                    type="date"
                    className={flatInputClass}
                    defaultValue={values.nextFollowUp ?? card.nextFollowUp ?? ""}
                  />
                </FieldRow>
                <FieldRow id="card-reasonPassed" label={C.reasonPassed} error={errors.reasonPassed}>
                  <select
                    id="card-reasonPassed"
                    name="reasonPassed"
                    className={flatInputClass}
                    defaultValue={values.reasonPassed ?? card.reasonPassed ?? ""}
                  >
                    <option value="">{C.reasonPassedNone}</option>
                    {PASS_REASONS.map((r) => (
                      <option key={r} value={r}>
                        {PASS_REASON_LABELS[r]}
                      </option>
                    ))}
                  </select>
                </FieldRow>
                <FieldRow
                  id="card-reasonPassedNote"
                  label={C.reasonPassedNote}
                  error={errors.reasonPassedNote}
                >
                  <input
                    {...fieldProps("card", "reasonPassedNote", errors)}
                    className={flatInputClass}
                    defaultValue={values.reasonPassedNote ?? card.reasonPassedNote ?? ""}
                  />
                </FieldRow>
                <FieldRow id="card-notes" label={C.notes} error={errors.notes}>
                  <textarea
                    {...fieldProps("card", "notes", errors)}
                    rows={4}
                    className={flatInputClass}
                    defaultValue={values.notes ?? card.notes ?? ""}
                  />
                </FieldRow>
                <button type="submit" className={buttonClass("primary")}>
                  {C.save}
                </button>
              </Form>
            </>
          ) : (
            <dl className="space-y-1 text-sm">
              <ReadRow label={C.ticketIndicated}>
                {card.ticketIndicated === null ? T.none : formatEuroWhole(card.ticketIndicated)}
              </ReadRow>
              <ReadRow label={C.ticketCommitted}>
                {card.ticketCommitted === null ? T.none : formatEuroWhole(card.ticketCommitted)}
              </ReadRow>
              <ReadRow label={C.lead}>{card.lead ? T.yes : T.no}</ReadRow>
              <ReadRow label={C.nextFollowUp}>{card.nextFollowUp ?? T.none}</ReadRow>
              <ReadRow label={C.reasonPassed}>
                {card.reasonPassed ? PASS_REASON_LABELS[card.reasonPassed] : T.none}
                {card.reasonPassedNote ? ` — ${card.reasonPassedNote}` : ""}
              </ReadRow>
              <div>
                <dt className="font-medium">{C.notes}</dt>
                <dd className="whitespace-pre-line">{card.notes ?? T.none}</dd>
              </div>
            </dl>
          )}
        </div>

        <div>
          <h3 className="mb-2 font-semibold">{C.activity}</h3>
          {data.activity.length === 0 ? (
            <p className="text-sm text-gray-600">{C.noActivity}</p>
          ) : (
            <ol className="space-y-2 text-sm" data-testid="activity-log">
              {data.activity.map((a) => (
                <li key={a.id} className="border-l-2 pl-2">
                  <span className="font-medium">{ACTIVITY_LABELS[a.kind]}</span>{" "}
                  <span className="text-gray-600">
                    {when(a.at)}
                    {a.auto ? ` · ${C.auto}` : ""}
                  </span>
                  {a.note ? <span className="block whitespace-pre-line text-gray-700">{a.note}</span> : null}
                </li>
              ))}
            </ol>
          )}
          {data.canChange ? (
            <Form method="post" className="mt-4 space-y-2" data-testid="activity-form">
              <h4 className="text-sm font-semibold">{C.logTitle}</h4>
              <input type="hidden" name="intent" value="activity.log" />
              <input type="hidden" name="id" value={card.id} />
              <input type="hidden" name="returnTo" value={data.returnTo} />
              <FieldRow id="activity-kind" label={C.kind} error={logErrors.kind}>
                <select
                  id="activity-kind"
                  name="kind"
                  className={flatInputClass}
                  defaultValue={logValues.kind ?? "meeting"}
                >
                  {ACTIVITY_KINDS.map((k) => (
                    <option key={k} value={k}>
                      {ACTIVITY_LABELS[k]}
                    </option>
                  ))}
                </select>
              </FieldRow>
              <FieldRow id="card-day" label={C.day} error={logErrors.day}>
                <input
                  {...fieldProps("card", "day", logErrors)}
                  type="date"
                  className={flatInputClass}
                  defaultValue={logValues.day ?? data.today}
                />
              </FieldRow>
              <FieldRow id="card-note" label={C.note} error={logErrors.note}>
                <textarea
                  {...fieldProps("card", "note", logErrors)}
                  rows={2}
                  className={flatInputClass}
                  defaultValue={logValues.note ?? ""}
                />
              </FieldRow>
              <button type="submit" className={buttonClass("secondary")}>
                {C.log}
              </button>
            </Form>
          ) : null}
        </div>
      </div>
    </section>
  );
}
