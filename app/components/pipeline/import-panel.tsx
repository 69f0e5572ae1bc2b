import { Form } from "@remix-run/react";

import {
  IMPORT_TEXTS as I,
  PIPELINE_TEXTS as T,
  type RowErrorText,
  STAGE_LABELS,
} from "../../copy/pipeline/texts";
import { formatEuroWhole } from "../../domain/format/money";
import type { ImportRow } from "../../domain/pipeline/csv";
import { buttonClass } from "../ui/button";
import { cardClass } from "../ui/card";
import { labelClass } from "../ui/input";
import { stackCellClass, StackTable } from "../ui/stack-table";
import { answerOf, type PipelineActionData } from "./pipeline-page";

/** The CSV import: choose a file, see what it would do (or every faulty row), then import it all at once. */
export function ImportPanel({ actionData }: { actionData: PipelineActionData }) {
  const answer = answerOf(actionData, "import.preview") ?? answerOf(actionData, "import.commit");
  const error = typeof answer?.error === "string" ? answer.error : null;
  const rowErrors = (answer?.rowErrors ?? []) as RowErrorText[];
  const plan = (answer?.plan ?? null) as { row: ImportRow; existing: boolean }[] | null;
  const csv = typeof answer?.csv === "string" ? answer.csv : null;
  const C = T.columns;
  return (
    <section aria-labelledby="import-title" className={cardClass("p-5")}>
      <h2 id="import-title" className="text-lg font-semibold">
        {I.title}
      </h2>
      <p className="mt-1 text-sm text-gray-600">{I.intro}</p>
      <Form method="post" encType="multipart/form-data" className="mt-3 flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="import.preview" />
        <div>
          <label className={labelClass} htmlFor="import-file">
            {I.file}
          </label>
          <input id="import-file" name="file" type="file" accept=".csv,text/csv" className="text-sm" />
        </div>
        <button type="submit" className={buttonClass("secondary")}>
          {I.preview}
        </button>
      </Form>
      {error ? (
        <div
          role="alert"
          className="mt-4 rounded-md bg-red-50 p-3 text-sm text-red-800"
          data-testid="import-errors"
        >
          <p className="font-medium">{error}</p>
          {rowErrors.length ? (
            <ul className="mt-2 list-disc space-y-1 pl-5">
              {rowErrors.map((r) => (
                <li key={r.line}>
                  {I.line(r.line)}: {r.messages.join(" ")}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {plan && csv !== null ? (
        <div className="mt-4" data-testid="import-preview">
          <h3 className="mb-2 font-semibold">{I.previewTitle(plan.length)}</h3>
          <StackTable
            head={[I.line(0).replace(/ 0$/, ""), C.name, "E-mail", C.firm, C.stage, T.indicated, ""]}
          >
            {plan.map(({ row, existing }) => (
              <tr key={row.email}>
                <td className={stackCellClass}>{row.line}</td>
                <td className={stackCellClass}>{row.name}</td>
                <td className={stackCellClass}>{row.email}</td>
                <td className={stackCellClass}>{row.firm ?? T.none}</td>
                <td className={stackCellClass}>{row.stage ? STAGE_LABELS[row.stage] : T.none}</td>
                <td className={stackCellClass}>
                  {row.amount === null ? T.none : formatEuroWhole(row.amount)}
                </td>
                <td className={stackCellClass}>{existing ? I.merged : I.added}</td>
              </tr>
            ))}
          </StackTable>
          <Form method="post" className="mt-3">
            <input type="hidden" name="intent" value="import.commit" />
            <textarea name="csv" defaultValue={csv} hidden readOnly aria-hidden="true" />
            <button type="submit" className={buttonClass("primary")}>
              {I.confirm(plan.length)}
            </button>
          </Form>
        </div>
      ) : null}
    </section>
  );
}
