/**
 * The check behind the pitch deck's suggested questions (both providers): a question is shown
 * only when the deck's retrieval answers it — the passages every provider answers from.
 */
import { canAnswerFromDeck, type ChatMode } from "../../domain/deck/answer";
import { parseDeckText } from "../../domain/deck/chunks";
import { indexDeck } from "../../domain/deck/retrieval";

export function suggestionCheck(text: string, mode: ChatMode): ((question: string) => boolean) | undefined {
  if (mode !== "pitch" || !text?.trim()) return undefined;
  const pages = parseDeckText(text);
  if (pages.length === 0) return undefined;
  const index = indexDeck(pages);
  return (question) => canAnswerFromDeck(index, question);
}
