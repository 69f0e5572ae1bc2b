import { describe, expect, it } from "vitest";

import { isOnlyPageReference, pageReference } from "../../domain/deck/chat";
import { getForecastReadiness } from "../../domain/deck/context";
import { getDeckReadiness } from "../../domain/deck/slides";
import {
  ADMIN_CHAT_PLACEHOLDERS,
  ADMIN_ERROR_TOAST,
  conversationTypeLabel,
  displayTitle,
  shortId,
} from "./admin-chat-texts";
import {
  PUBLIC_CHAT_PAGE_TEXTS,
  PUBLIC_CHAT_PLACEHOLDERS,
  PUBLIC_ERROR_TOAST,
  questionRefusal,
  slideQuestion,
} from "./chat-texts";
import { FORECAST_CHAT_PLACEHOLDERS } from "./forecast-chat-texts";

describe("the chats' labels and ids", () => {
  it("untitled → 'Naamloos gesprek'", () => {
    expect(displayTitle(null)).toBe("Naamloos gesprek");
    expect(displayTitle("  ")).toBe("Naamloos gesprek");
    expect(displayTitle("Pricing")).toBe("Pricing");
  });
  it("type labels and unknown types as they are", () => {
    expect(conversationTypeLabel("pitch-deck")).toBe("Pitch Deck Chat");
    expect(conversationTypeLabel("forecast")).toBe("Forecast Chat");
    expect(conversationTypeLabel("general")).toBe("General Chat");
    expect(conversationTypeLabel("other")).toBe("other");
  });
  it("User ID: first 8 characters plus an ellipsis", () => {
    expect(shortId("3f2a9c1e-1111-2222-3333-444455556666")).toBe("3f2a9c1e…");
    expect(shortId("abc")).toBe("abc");
    expect(shortId(null)).toBe("—");
  });
});

describe("a refused question", () => {
  it("says why, with the limit", () => {
    expect(questionRefusal("too-long")).toContain("2000");
    expect(questionRefusal("empty")).toBe("Please enter a question.");
  });
});

describe("the question a slide's button asks", () => {
  it("is read back as a bare reference to that slide, in English and Dutch", () => {
    expect(pageReference(slideQuestion(3))).toEqual({ source: "slide", number: 3 });
    expect(pageReference(slideQuestion(12, "nl"))).toEqual({ source: "slide", number: 12 });
    expect(isOnlyPageReference(slideQuestion(3))).toBe(true);
    expect(isOnlyPageReference(slideQuestion(3, "nl"))).toBe(true);
  });
});

describe("chat error toasts", () => {
  it("public 'Error' / 'Could not get AI response. Please try again.'; admin 'Fout - …' split into title and description", () => {
    expect(PUBLIC_ERROR_TOAST).toEqual({
      title: "Error",
      description: "Could not get AI response. Please try again.",
    });
    expect(ADMIN_ERROR_TOAST).toEqual({
      title: "Fout",
      description: "Kon geen AI reactie krijgen. Probeer het opnieuw.",
    });
  });
});

describe("the chat inputs' placeholders", () => {
  it("invite a question once the deck can answer, else say it is being processed", () => {
    const say = (answerable: boolean) =>
      answerable ? PUBLIC_CHAT_PLACEHOLDERS.ready : PUBLIC_CHAT_PLACEHOLDERS.processing;
    expect(say(getDeckReadiness([{ type: "pdf", extractedText: "" }]).answerable)).toBe(
      "Ask your question about the pitch deck...",
    );
    expect(say(getDeckReadiness([{ type: "pitch-images" }]).answerable)).toBe(
      "Pitch deck is being processed...",
    );
    expect(ADMIN_CHAT_PLACEHOLDERS).toEqual({
      ready: "Stel je vraag over de pitch deck...",
      processing: "De pitch deck wordt verwerkt...",
    });
  });
  it("on the forecast chat, ask for a question or for the Excel file", () => {
    const forecast = (hasText: boolean) =>
      getForecastReadiness(true, hasText).answerable
        ? FORECAST_CHAT_PLACEHOLDERS.ready
        : FORECAST_CHAT_PLACEHOLDERS.noFile;
    expect(forecast(true)).toBe("Ask a question about the forecast...");
    expect(forecast(false)).toBe("Upload an Excel forecast in the admin panel first");
  });
  it("tell investors when the deck is being updated", () => {
    expect(PUBLIC_CHAT_PAGE_TEXTS.deckUpdating).toBe(
      "The pitch deck is being updated. Please check back in a few minutes.",
    );
  });
});
