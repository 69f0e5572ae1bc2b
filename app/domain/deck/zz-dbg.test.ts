import { it } from "vitest";
import { readFileSync } from "node:fs";
import { answerFromDeck } from "./answer";
import { indexDeck } from "./retrieval";
import { parseDeckText } from "./chunks";
import { questionType } from "./question-types";
import { DEMO_DECK_PAGES } from "../../../tests/fixtures/demo-deck";
it("dbg", () => {
  const index = indexDeck(process.env.DECK ? parseDeckText(readFileSync(process.env.DECK, "utf8")) : DEMO_DECK_PAGES);
  for (const q of process.env.QS!.split("|")) { const a = answerFromDeck(index, q); console.log(q, questionType(q), a.kind, "\n", a.response); }
});
