/**
 * A forecast-chat question reads only the tables that can answer it. A cell is a candidate
 * only when a question word matches its row's label or its column's header
 * (`scoreCells`), so a table none of whose labels and headers matches a question word cannot
 * answer it. The tables index, stored beside the tables, holds each table's label and header
 * words and the whole workbook's vocabulary (which decides which question words are unknown):
 * a question loads the index and the tables it can match, not every table (some 10 MB of JSON
 * for a large workbook), and the answer is the one the whole workbook gives.
 */
import { indexWorkbook, parseQuestion } from "./answer";
import { tokenMatch } from "./labels";
import type { TableBlock, Workbook } from "./types";

export type TablesIndex = {
  version: 1;
  sheets: Workbook["sheets"];
  notices: string[];
  /** Per table, in order: the words of its row labels and column headers. */
  blocks: { tokens: string[] }[];
  /** Every label word of the workbook (`WorkbookIndex.vocabulary`). */
  vocabulary: string[];
};

/** One table's entry in the index and its words for the vocabulary. */
export function indexTable(block: TableBlock): { tokens: string[]; vocabulary: string[] } {
  const { blocks, vocabulary } = indexWorkbook({ version: 1, sheets: [], notices: [], blocks: [block] });
  const info = blocks[0]!;
  const tokens = new Set<string>();
  for (const col of info.columns.values()) for (const t of col.tokens) tokens.add(t);
  for (const row of info.rows) for (const t of row.labelTokens) tokens.add(t);
  return { tokens: [...tokens], vocabulary };
}

/** The index of a workbook from its tables' entries (`indexTable`, in order). */
export function tablesIndex(
  workbook: Pick<Workbook, "sheets" | "notices">,
  tables: readonly { tokens: string[]; vocabulary: string[] }[],
): TablesIndex {
  const vocabulary = new Set<string>();
  for (const table of tables) for (const t of table.vocabulary) vocabulary.add(t);
  return {
    version: 1,
    sheets: workbook.sheets,
    notices: workbook.notices,
    blocks: tables.map((t) => ({ tokens: t.tokens })),
    vocabulary: [...vocabulary],
  };
}

/** The tables (their places in the index) a question can be answered from. */
export function tablesForQuestion(index: TablesIndex, question: string): number[] {
  const { words } = parseQuestion(question);
  return index.blocks.flatMap((block, n) => (words.some((w) => tokenMatch(w, block.tokens) > 0) ? [n] : []));
}

/** The workbook of just those tables, indexed with the whole workbook's vocabulary. */
export function indexSomeTables(index: TablesIndex, blocks: readonly TableBlock[]) {
  return indexWorkbook(
    { version: 1, sheets: index.sheets, notices: index.notices, blocks: [...blocks] },
    index.vocabulary,
  );
}
