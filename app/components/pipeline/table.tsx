import { Link } from "@remix-run/react";

import { PIPELINE_TEXTS as T, STAGE_LABELS } from "../../copy/pipeline/texts";
import { formatNlDateTime } from "../../domain/format/dates";
import { formatEuroWhole } from "../../domain/format/money";
import { cardClass } from "../ui/card";
import { stackCellClass, StackTable } from "../ui/stack-table";
import { type PipelineData, Signals, StageForm } from "./pipeline-page";

const C = T.columns;
const HEAD = [C.name, C.stage, C.indicated, C.committed, C.lead, C.nextFollowUp, C.lastEngaged, C.score];

/** The table view: one row per investor, the stage select and save button in its row (JavaScript or not). */
export function PipelineTable({ data }: { data: PipelineData }) {
  const money = (v: number | null) => (v === null ? T.none : formatEuroWhole(v));
  return (
    <section aria-labelledby="table-title" className={cardClass("p-4")}>
      <h2 id="table-title" className="mb-2 text-lg font-semibold">
        {T.table}
      </h2>
      <StackTable head={HEAD}>
        {data.cards.map((card) => (
          <tr key={card.id} data-testid="pipeline-row" data-card-id={card.id}>
            <td className={stackCellClass}>
              <Link
                to={`/admin/pipeline?view=table&card=${card.id}`}
                className="font-medium text-blue-700 hover:underline"
              >
                {card.name}
              </Link>
              {card.firm ? <span className="block text-gray-600">{card.firm}</span> : null}
              <Signals card={card} canChange={data.canChange} returnTo={data.returnTo} />
            </td>
            <td className={stackCellClass}>
              {data.canChange ? <StageForm card={card} returnTo={data.returnTo} /> : STAGE_LABELS[card.stage]}
            </td>
            <td className={stackCellClass}>{money(card.ticketIndicated)}</td>
            <td className={stackCellClass}>{money(card.ticketCommitted)}</td>
            <td className={stackCellClass}>{card.lead ? T.yes : T.no}</td>
            <td className={stackCellClass}>{card.nextFollowUp ?? T.none}</td>
            <td className={stackCellClass}>
              {card.engagement.lastEngagedAt ? formatNlDateTime(card.engagement.lastEngagedAt) : T.none}
            </td>
            <td className={stackCellClass}>{card.engagement.score ?? T.none}</td>
          </tr>
        ))}
      </StackTable>
    </section>
  );
}
