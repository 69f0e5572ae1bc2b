import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

import { pagesNaming, serializeStemmedPages } from "../../app/domain/investors/question-topics";
import { deckTopicPages } from "../../app/server/documents/deck-topics.server";
import { readDeckDocuments } from "../../app/server/documents/document-versions.server";
import { createDb } from "../../db";
import { createMember } from "../factories";
import { createLiveDeck } from "../factories/documents";

const stored = (id: string) =>
  env.DB.prepare("SELECT topic_stems, derived_gen FROM documents WHERE id = ?")
    .bind(id)
    .first<{ topic_stems: string | null; derived_gen: number }>();

describe("the deck's stemmed pages for the question digest", () => {
  it("are stemmed once per version of the text, stored, and stemmed again when the text changes", async () => {
    const member = await createMember(env.DB, { companyName: "Topics Co" });
    const db = createDb(env.DB);
    const deck = await createLiveDeck(env, member.companyId, 2, [
      ["Our product", "A sensor for cold chains."],
      ["Moat", "We hold two patents on the sensor."],
    ]);
    const read = async () => ({ documents: await readDeckDocuments(db, member.companyId), live: null });

    const first = await deckTopicPages(db, member.companyId, await read());
    expect(pagesNaming("patent", first)).toEqual([2]);
    const row = await stored(deck.id);
    expect(JSON.parse(row!.topic_stems!)).toMatchObject({ gen: row!.derived_gen });

    // What is stored for this generation is what the next view reads (no stemming again).
    await env.DB.prepare("UPDATE documents SET topic_stems = ? WHERE id = ?")
      .bind(
        serializeStemmedPages(row!.derived_gen, [{ number: 9, stems: { en: " patent ", nl: " patent " } }]),
        deck.id,
      )
      .run();
    expect(pagesNaming("patent", await deckTopicPages(db, member.companyId, await read()))).toEqual([9]);

    // A new text is a new generation: its pages are stemmed and stored again.
    await env.DB.prepare("UPDATE documents SET extracted_text = ? WHERE id = ?")
      .bind(
        "[Page 1]\nMoat\nWe hold two patents on the sensor and file a third this year.\n\n" +
          "[Page 2]\nTeam\nThree founders with twenty years in cold-chain logistics between them.",
        deck.id,
      )
      .run();
    const again = await deckTopicPages(db, member.companyId, await read());
    expect(pagesNaming("patent", again)).toEqual([1]);
    const after = await stored(deck.id);
    expect(after!.derived_gen).toBeGreaterThan(row!.derived_gen);
    expect(JSON.parse(after!.topic_stems!)).toMatchObject({ gen: after!.derived_gen });
  });

  it("are none for a company without a deck, and only ever the company's own", async () => {
    const owner = await createMember(env.DB, { companyName: "Deck Owner" });
    const other = await createMember(env.DB, { companyName: "No Deck" });
    const db = createDb(env.DB);
    await createLiveDeck(env, owner.companyId, 2);
    const documents = await readDeckDocuments(db, other.companyId);
    expect(await deckTopicPages(db, other.companyId, { documents, live: null })).toEqual([]);
  });
});
