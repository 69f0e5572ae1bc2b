/**
 * What a deck page shows of a document version besides its text, derived once per version and
 * stored with it (docs/decisions/024-derived-data-at-write-time.md): the length of the text to
 * answer from, the pages that have an image, and the suggested questions per AI provider and
 * chat mode and language. A page view reads this small record instead of the whole text and every page row.
 */
import type { ChatMode } from "./answer";
import { canSuggestFromText, type SuggestionSource } from "./suggestions";
import type { Language } from "./text";

export type StoredSuggestions = { questions: string[]; source: SuggestionSource };

export type DeckDerived = {
  /** Length of the trimmed text to answer from (the text layer with the OCR pages merged in). */
  chars: number;
  /** Page numbers that have an image, in order: a PDF whose pages are rendered; else empty. */
  pages: number[];
  /** Suggested questions per `suggestionKey` (provider, mode and language). */
  suggestions: Record<string, StoredSuggestions>;
};

/** A version's derived record from its text and page rows. */
export function deriveDeck(input: {
  text: string | null | undefined;
  pagesStatus: string;
  pages: ReadonlyArray<{ pageNumber: number; imagePath: string | null }>;
}): DeckDerived {
  return {
    chars: (input.text ?? "").trim().length,
    pages:
      input.pagesStatus === "done" ? input.pages.filter((p) => p.imagePath).map((p) => p.pageNumber) : [],
    suggestions: {},
  };
}

export const suggestionKey = (provider: string, mode: ChatMode, language: Language) =>
  `${provider}:${mode}:${language}`;

/**
 * Questions worth storing with the version: anything but the starters a provider falls back to
 * after a failure (none at all is an answer too: no question the deck answers), so a passing failure is not pinned to the version. Starters are the rule's
 * own answer for a text too short to ask about, and a deterministic provider (the local one)
 * gives the same answer every time: both are kept.
 */
export function storableSuggestions(
  suggestions: StoredSuggestions,
  input: { text: string; deterministic: boolean },
): boolean {
  return suggestions.source !== "fallback" || input.deterministic || !canSuggestFromText(input.text);
}

export function withSuggestions(
  derived: DeckDerived,
  key: string,
  suggestions: StoredSuggestions,
): DeckDerived {
  return {
    ...derived,
    suggestions: {
      ...derived.suggestions,
      [key]: { questions: [...suggestions.questions], source: suggestions.source },
    },
  };
}

const SOURCES: readonly SuggestionSource[] = ["generated", "document", "fallback"];
const isCount = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v) && v >= 0;

/** A stored JSON object read back; null when it is missing, not JSON or not an object. */
export function storedObject(json: string | null | undefined): Record<string, unknown> | null {
  if (!json) return null;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : null;
}

/** The stored JSON read back; null when it is missing or not a record this code wrote. */
export function parseDerived(json: string | null | undefined): DeckDerived | null {
  const value = storedObject(json);
  if (!value) return null;
  const { chars, pages, suggestions } = value;
  if (!isCount(chars) || !Array.isArray(pages) || !pages.every(isCount)) return null;
  if (typeof suggestions !== "object" || suggestions === null || Array.isArray(suggestions)) return null;
  const kept: Record<string, StoredSuggestions> = {};
  for (const [key, entry] of Object.entries(suggestions)) {
    const { questions, source } = (entry ?? {}) as Record<string, unknown>;
    if (
      !Array.isArray(questions) ||
      !questions.every((q) => typeof q === "string") ||
      !SOURCES.includes(source as SuggestionSource)
    )
      return null;
    kept[key] = { questions: questions as string[], source: source as SuggestionSource };
  }
  return { chars, pages: pages as number[], suggestions: kept };
}

export const serializeDerived = (derived: DeckDerived) => JSON.stringify(derived);
