/**
 * The stemmed pages of the deck investors chat with, for the question digest's "does the deck
 * name this topic" (app/domain/investors/question-groups.ts). Stemming a whole deck in two
 * languages is the costliest step of the Investors tab, so the pages are stemmed once per
 * generation of the text (`derived_gen`, counted up by the triggers of migrations/0007) and kept
 * in `documents.topic_stems`, stored only while the generation is still the one they were made from.
 */
import { and, eq } from "drizzle-orm";

import type { Db } from "../../../db";
import { documents } from "../../../db/schema";
import {
  parseStemmedPages,
  serializeStemmedPages,
  type StemmedPage,
  stemPages,
} from "../../domain/investors/question-topics";
import { type DeckRead, loadDeck, loadDeckView } from "../chat/chat-source.server";

/** The shown deck's pages, stemmed; empty without a deck. `read`: what the page read of the deck already. */
export async function deckTopicPages(db: Db, companyId: string, read: DeckRead): Promise<StemmedPage[]> {
  const { shown } = await loadDeckView(db, companyId, read.documents);
  if (!shown) return [];
  const where = and(eq(documents.id, shown.id), eq(documents.companyId, companyId));
  const [row] = await db
    .select({ stems: documents.topicStems, gen: documents.derivedGen })
    .from(documents)
    .where(where);
  if (!row) return [];
  const stored = parseStemmedPages(row.stems, row.gen);
  if (stored) return stored;
  // The pages as the chat answers from them (its notice texts are no pages).
  const pages = stemPages((await loadDeck(db, companyId, read)).context.pages);
  try {
    await db
      .update(documents)
      .set({ topicStems: serializeStemmedPages(row.gen, pages) })
      .where(and(where, eq(documents.derivedGen, row.gen)));
  } catch (error) {
    // Only a saving missed: the pages are stemmed again next time.
    console.error("deck topic stems not stored", shown.id, error);
  }
  return pages;
}
