/**
 * Suggested questions for the forecast chat from the workbook's own row labels and periods
 * ('What is Revenue in Mar 2025?', 'What is the Churn rate?'). Each one is asked of the
 * workbook before it is offered: only questions that resolve to a cell are kept.
 */
import { answerFromWorkbook, type WorkbookIndex } from "./answer";
import { formatPeriod, parseHeaderPeriod } from "./periods";
import { rowLabel } from "./tables";
import { isValueCell } from "./values";

const MAX_LABEL = 60;

export function suggestWorkbookQuestions(index: WorkbookIndex, count = 6): string[] {
  const candidates: { question: string; ref: string }[] = [];
  const seen = new Set<string>();
  const hidden = new Set(index.workbook.sheets.filter((s) => s.hidden).map((s) => s.sheet));
  for (const block of index.workbook.blocks) {
    if (hidden.has(block.sheet)) continue;
    const periods = Object.entries(block.headers)
      .map(([c, h]) => ({ c: Number(c), period: parseHeaderPeriod(h, block.headerDates?.[Number(c)]) }))
      .filter((p) => p.period);
    for (const row of block.rows) {
      const label = rowLabel(row, block.headers).split(" – ").pop()!.trim();
      if (!label || label.length > MAX_LABEL || /^\d/.test(label) || seen.has(label.toLowerCase())) continue;
      const values = row.cells.filter((cell) => isValueCell(cell) && cell.k !== "text");
      if (values.length === 0) continue;
      let question: string;
      let cell = values[0]!;
      if (periods.length > 0) {
        // The last period the row has a value for.
        const withValue = periods.filter((p) => values.some((v) => v.c === p.c));
        const last = withValue[withValue.length - 1];
        if (!last) continue;
        cell = values.find((v) => v.c === last.c)!;
        // The period as the workbook writes it, when its header says it plainly.
        const header = block.headers[last.c] ?? "";
        question = `What is ${label} in ${header && parseHeaderPeriod(header) ? header : formatPeriod(last.period!)}?`;
      } else if (values.length === 1) {
        question = `What is the ${label}?`;
      } else continue;
      seen.add(label.toLowerCase());
      candidates.push({ question, ref: `${block.sheet}!${row.r}:${cell.c}` });
    }
  }
  // Spread over the workbook: every n-th candidate, then keep only those that answer.
  const out: string[] = [];
  const step = Math.max(1, Math.floor(candidates.length / (count * 2)));
  for (let i = 0; i < candidates.length && out.length < count; i += step) {
    const { question } = candidates[i]!;
    if (answerFromWorkbook(index, question).kind === "value") out.push(question);
  }
  return out;
}
