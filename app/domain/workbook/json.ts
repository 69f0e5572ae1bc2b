/**
 * A workbook's JSON in pieces: `JSON.stringify` of a large workbook (200,000 cells, about
 * 10 MB) is one long run of work that keeps everything else on the thread waiting. The pieces
 * joined are the same JSON (as `JSON.parse` reads it); a caller may pause between them.
 */
import type { Workbook } from "./types";

/** Rows of a table block stringified per piece. */
export const JSON_ROWS_PER_PIECE = 500;

export function* workbookJsonPieces(
  workbook: Workbook,
  rowsPerPiece = JSON_ROWS_PER_PIECE,
): Generator<string, void, void> {
  const { blocks, ...rest } = workbook;
  yield `${JSON.stringify(rest).slice(0, -1)},"blocks":[`;
  for (const [i, block] of blocks.entries()) {
    const { rows, ...head } = block;
    yield `${i ? "," : ""}${JSON.stringify(head).slice(0, -1)},"rows":[`;
    for (let from = 0; from < rows.length; from += rowsPerPiece)
      yield `${from ? "," : ""}${JSON.stringify(rows.slice(from, from + rowsPerPiece)).slice(1, -1)}`;
    yield "]}";
  }
  yield "]}";
}
