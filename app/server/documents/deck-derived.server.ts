/**
 * A deck version's derived record (app/domain/deck/derived.ts), stored in `documents.derived`
 * with the generation it was made for. The generation is counted up by the triggers of
 * migrations/0007 whenever the version's text, processing state or pages change; a page view
 * reads one small row. The record is computed from the text and page rows only when nothing
 * is stored for the current generation, and stored only if the generation is still the one
 * its text was read at.
 */
import { and, asc, eq, sql } from "drizzle-orm";

import type { Db } from "../../../db";
import { documentPages, documents } from "../../../db/schema";
import type { ChatMode } from "../../domain/deck/answer";
import { formatDeckPages } from "../../domain/deck/chunks";
import { buildPitchChatContext } from "../../domain/deck/context";
import {
  type DeckDerived,
  deriveDeck,
  parseDerived,
  serializeDerived,
  storableSuggestions,
  type StoredSuggestions,
  suggestionKey,
  withSuggestions,
} from "../../domain/deck/derived";
import { mergeOcrPages } from "../../domain/deck/pages";
import type { Language } from "../../domain/deck/text";
import { type AiProvider, getAiProvider } from "../ai";

/** A version as the version list names it. */
export type DerivedSource = { id: string; name: string; type: "pdf" | "pitch-combined"; derivedGen: number };

const storedQuery = (db: Db) =>
  db
    .select({ derived: documents.derived, derivedGen: documents.derivedGen })
    .from(documents)
    .where(
      and(eq(documents.id, sql.placeholder("id")), eq(documents.companyId, sql.placeholder("companyId"))),
    )
    .prepare();

const sourceQuery = (db: Db) =>
  db
    .select({
      extractedText: documents.extractedText,
      pagesStatus: documents.pagesStatus,
      derived: documents.derived,
      derivedGen: documents.derivedGen,
    })
    .from(documents)
    .where(
      and(eq(documents.id, sql.placeholder("id")), eq(documents.companyId, sql.placeholder("companyId"))),
    )
    .prepare();

const pageRowsQuery = (db: Db) =>
  db
    .select({
      pageNumber: documentPages.pageNumber,
      imagePath: documentPages.imagePath,
      ocrText: documentPages.ocrText,
    })
    .from(documentPages)
    .where(
      and(
        eq(documentPages.companyId, sql.placeholder("companyId")),
        eq(documentPages.documentId, sql.placeholder("documentId")),
      ),
    )
    .orderBy(asc(documentPages.pageNumber))
    .prepare();

const storeQuery = (db: Db) =>
  db
    .update(documents)
    .set({ derived: sql.placeholder("derived") as unknown as string })
    .where(
      and(
        eq(documents.id, sql.placeholder("id")),
        eq(documents.companyId, sql.placeholder("companyId")),
        eq(documents.derivedGen, sql.placeholder("gen")),
      ),
    )
    .prepare();

type Wanted = { provider: AiProvider; mode: ChatMode; language: Language } | null;
const keyOf = (wanted: NonNullable<Wanted>) =>
  suggestionKey(wanted.provider.name, wanted.mode, wanted.language);
const has = (derived: DeckDerived, wanted: Wanted) => wanted === null || keyOf(wanted) in derived.suggestions;

/**
 * The derived record of a version, with the suggested questions of `wanted` (provider, mode
 * and language) when asked for. Scoped to the company; null when the version is not there.
 * `known`: the record this request already read for the version, used when it holds what is wanted.
 */
export async function versionDerived(
  db: Db,
  companyId: string,
  source: DerivedSource,
  wanted: Wanted = null,
  known: DeckDerived | null = null,
): Promise<DeckDerived | null> {
  if (known && has(known, wanted)) return known;
  const [row] = await storedQuery(db).all({ id: source.id, companyId });
  if (!row) return null;
  const stored = parseDerived(row.derived);
  if (stored && has(stored, wanted)) return stored;
  return compute(db, companyId, source, wanted);
}

/** From the text and the page rows, read in that order: a page written in between counts the generation up, and the store below then finds a newer one. */
async function compute(
  db: Db,
  companyId: string,
  source: DerivedSource,
  wanted: Wanted,
): Promise<DeckDerived | null> {
  const [row] = await sourceQuery(db).all({ id: source.id, companyId });
  if (!row) return null;
  const pages =
    source.type === "pdf" ? await pageRowsQuery(db).all({ companyId, documentId: source.id }) : [];
  const ocr = pages.filter((p) => p.ocrText).map((p) => ({ pageNumber: p.pageNumber, text: p.ocrText! }));
  const text = source.type === "pdf" ? mergeOcrPages(row.extractedText, ocr) : (row.extractedText ?? "");
  // Questions of other providers stored for this same generation stay.
  let derived: DeckDerived = {
    ...deriveDeck({ text, pagesStatus: row.pagesStatus, pages }),
    suggestions: parseDerived(row.derived)?.suggestions ?? {},
  };
  let store = row.derived === null;
  let answer = derived;
  if (wanted && !has(derived, wanted)) {
    const { suggestions, input, failed } = await generate(wanted, source, text);
    answer = withSuggestions(derived, keyOf(wanted), suggestions);
    // The starters after a failure are shown, neither stored nor remembered: the next view tries again.
    if (
      !failed &&
      storableSuggestions(suggestions, { text: input, deterministic: wanted.provider.name === "local" })
    ) {
      derived = answer;
      store = true;
    }
  }
  if (store) {
    try {
      await storeQuery(db).run({
        derived: serializeDerived(derived),
        id: source.id,
        companyId,
        gen: row.derivedGen,
      });
    } catch (error) {
      // Only a saving missed: the record is computed again next time.
      console.error("deck derived data not stored", source.id, error);
    }
  }
  return answer;
}

/** The provider's questions from the text the pitch chat answers from (the same input a question is answered from). */
async function generate(
  wanted: NonNullable<Wanted>,
  source: DerivedSource,
  text: string,
): Promise<{ suggestions: StoredSuggestions; input: string; failed: boolean }> {
  const context = buildPitchChatContext([{ name: source.name, type: source.type, extractedText: text }]);
  const input = context.pages.length > 0 ? formatDeckPages(context.pages) : "";
  try {
    const { questions, source: from } = await wanted.provider.suggestQuestions(input, {
      mode: wanted.mode,
      refresh: 0,
      language: wanted.language,
    });
    return { suggestions: { questions, source: from }, input, failed: false };
  } catch (error) {
    // Failures are only logged; the starters show instead (docs/product.md#suggested-questions).
    console.error("suggested questions failed", error);
    const { questions } = await getAiProvider({ AI_PROVIDER: "local" }).suggestQuestions("", {
      mode: wanted.mode,
      refresh: 0,
      language: wanted.language,
    });
    return { suggestions: { questions, source: "fallback" }, input, failed: true };
  }
}
