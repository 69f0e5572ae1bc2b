/**
 * The workbook's text form: one '--- Sheet n: name ---' section per sheet (the chats' tagged
 * text format) with each table's title, header and rows as 'label | header: value (A1)'.
 * Only what the cells say: no totals, no labels made up for blank headers.
 */
import { rowLabel } from "./tables";
import type { Workbook } from "./types";
import { address, isValueCell } from "./values";

export function workbookText(workbook: Workbook, maxChars = 1_000_000): string {
  const out: string[] = [];
  let size = 0;
  const push = (line: string) => {
    out.push(line);
    size += line.length + 1;
  };
  workbook.sheets.forEach((note, i) => {
    if (size > maxChars) return;
    push(`--- Sheet ${i + 1}: ${note.sheet} ---`);
    if (note.readRows < note.totalRows) push(`(rows 1–${note.readRows} of ${note.totalRows} read)`);
    for (const block of workbook.blocks.filter((b) => b.sheet === note.sheet)) {
      if (size > maxChars) break;
      if (block.title) push(`## ${block.title}`);
      const headers = Object.entries(block.headers);
      if (headers.length) push(headers.map(([, h]) => h).join(" | "));
      for (const row of block.rows) {
        if (size > maxChars) break;
        const label = rowLabel(row, block.headers);
        const values = row.cells
          .filter(
            (cell) =>
              (isValueCell(cell) && !(cell.k === "text" && label.includes(cell.t))) || cell.k === "boolean",
          )
          .map(
            (cell) =>
              `${block.headers[cell.c] ? `${block.headers[cell.c]}: ` : ""}${cell.t} (${address(row.r, cell.c)})`,
          );
        if (values.length) push(`${label ? `${label} | ` : ""}${values.join("; ")}`);
        else if (label) push(label);
      }
    }
  });
  return out.join("\n");
}
