import { describe, expect, it } from "vitest";

import {
  compareSlides,
  getDeckReadiness,
  isOrderChanged,
  moveItem,
  moveSlideDown,
  moveSlideUp,
  numberSlides,
  slideOrderPayload,
  sortSlides,
  validateSlideOrder,
} from "./slides";

const slide = (id: string, displayOrder: number | null, createdAt: string) => ({
  id,
  displayOrder,
  createdAt,
});

describe("slide sort rule", () => {
  it("orders by display_order when both have one", () => {
    const sorted = sortSlides([
      slide("c", 3, "2024-01-01T00:00:00Z"),
      slide("a", 1, "2024-01-03T00:00:00Z"),
      slide("b", 2, "2024-01-02T00:00:00Z"),
    ]);
    expect(sorted.map((s) => s.id)).toEqual(["a", "b", "c"]);
  });

  it("puts slides with an order before those without, whatever their dates", () => {
    const sorted = sortSlides([
      slide("old-unordered", null, "2020-01-01T00:00:00Z"),
      slide("ordered", 5, "2025-01-01T00:00:00Z"),
    ]);
    expect(sorted.map((s) => s.id)).toEqual(["ordered", "old-unordered"]);
  });

  it("orders slides without an order by created_at", () => {
    const sorted = sortSlides([
      slide("late", null, "2024-03-01T10:00:00.000Z"),
      slide("early", null, "2024-03-01T09:00:00.000Z"),
    ]);
    expect(sorted.map((s) => s.id)).toEqual(["early", "late"]);
  });

  it("breaks equal orders by created_at, then by id; accepts Date and epoch values", () => {
    expect(
      sortSlides([slide("y", 1, "2024-01-02T00:00:00Z"), slide("x", 1, "2024-01-01T00:00:00Z")]).map(
        (s) => s.id,
      ),
    ).toEqual(["x", "y"]);
    expect(
      sortSlides([slide("b", 1, "2024-01-01T00:00:00Z"), slide("a", 1, "2024-01-01T00:00:00Z")]).map(
        (s) => s.id,
      ),
    ).toEqual(["a", "b"]);
    expect(compareSlides({ id: "a", createdAt: new Date(2) }, { id: "b", createdAt: 1 })).toBeGreaterThan(0);
  });

  it("treats undefined like null and does not mutate the input", () => {
    const input = [{ id: "u", createdAt: "2024-01-01T00:00:00Z" }, slide("o", 1, "2024-02-01T00:00:00Z")];
    expect(sortSlides(input).map((s) => s.id)).toEqual(["o", "u"]);
    expect(input[0].id).toBe("u");
  });

  it("numbers slides 1..n in sorted order", () => {
    expect(numberSlides([slide("b", 2, "x"), slide("a", 1, "x")]).map((s) => [s.id, s.slideNumber])).toEqual([
      ["a", 1],
      ["b", 2],
    ]);
  });
});

describe("reordering", () => {
  const list = [{ id: "a" }, { id: "b" }, { id: "c" }];

  it("moves up and down, and is a no-op at the ends or for an unknown id", () => {
    expect(moveSlideUp(list, "b").map((s) => s.id)).toEqual(["b", "a", "c"]);
    expect(moveSlideDown(list, "b").map((s) => s.id)).toEqual(["a", "c", "b"]);
    expect(moveSlideUp(list, "a").map((s) => s.id)).toEqual(["a", "b", "c"]);
    expect(moveSlideDown(list, "c").map((s) => s.id)).toEqual(["a", "b", "c"]);
    expect(moveSlideUp(list, "zzz").map((s) => s.id)).toEqual(["a", "b", "c"]);
    expect(list.map((s) => s.id)).toEqual(["a", "b", "c"]);
  });

  it("moves an item to any position (drag and drop), clamped", () => {
    expect(moveItem(["a", "b", "c", "d"], 0, 2)).toEqual(["b", "c", "a", "d"]);
    expect(moveItem(["a", "b", "c"], 2, -5)).toEqual(["c", "a", "b"]);
    expect(moveItem(["a", "b"], 7, 0)).toEqual(["a", "b"]);
  });

  it("builds the update_slide_order payload starting at 1", () => {
    expect(slideOrderPayload(moveSlideUp(list, "c"))).toEqual([
      { id: "a", displayOrder: 1 },
      { id: "c", displayOrder: 2 },
      { id: "b", displayOrder: 3 },
    ]);
  });

  it("detects a changed order (the warning banner)", () => {
    expect(isOrderChanged(list, [...list])).toBe(false);
    expect(isOrderChanged(list, moveSlideDown(list, "a"))).toBe(true);
  });

  it("accepts a submitted order only with every slide exactly once", () => {
    expect(validateSlideOrder(["a", "b", "c"], ["c", "a", "b"])).toEqual([
      { id: "c", displayOrder: 1 },
      { id: "a", displayOrder: 2 },
      { id: "b", displayOrder: 3 },
    ]);
    expect(validateSlideOrder(["a", "b"], ["a", "a"])).toBeNull();
    expect(validateSlideOrder(["a", "b"], ["a", "x"])).toBeNull();
    expect(validateSlideOrder(["a", "b"], ["a"])).toBeNull();
  });
});

describe("pitch chat readiness", () => {
  const text = (n: number) => "x".repeat(n);

  it("counts images as analysed only above 100 characters of combined text", () => {
    const at100 = getDeckReadiness([
      { type: "pitch-images" },
      { type: "pitch-combined", extractedText: text(100) },
    ]);
    expect(at100.imagesAnalysed).toBe(false);
    expect(at100.imagesNeedProcessing).toBe(true);
    const at101 = getDeckReadiness([
      { type: "pitch-images" },
      { type: "pitch-combined", extractedText: text(101) },
    ]);
    expect(at101.imagesAnalysed).toBe(true);
    expect(at101.imagesNeedProcessing).toBe(false);
  });

  it("counts a PDF as ready only above 50 characters", () => {
    expect(getDeckReadiness([{ type: "pdf", extractedText: text(50) }])).toMatchObject({
      pdfReady: false,
      pdfExtractionIncomplete: true,
    });
    expect(getDeckReadiness([{ type: "pdf", extractedText: text(51) }])).toMatchObject({
      pdfReady: true,
      pdfExtractionIncomplete: false,
    });
    // Whitespace is not text.
    expect(getDeckReadiness([{ type: "pdf", extractedText: `  ${text(50)}  ` }]).pdfReady).toBe(false);
  });

  it("reads a stored text length as the text's own: the same readiness without the text", () => {
    for (const n of [0, 50, 51, 100, 101]) {
      expect(getDeckReadiness([{ type: "pdf", textChars: n }])).toEqual(
        getDeckReadiness([{ type: "pdf", extractedText: text(n) }]),
      );
      expect(getDeckReadiness([{ type: "pitch-images" }, { type: "pitch-combined", textChars: n }])).toEqual(
        getDeckReadiness([{ type: "pitch-images" }, { type: "pitch-combined", extractedText: text(n) }]),
      );
    }
  });

  it("makes the chat usable with a pitch-images or pdf document only", () => {
    expect(getDeckReadiness([]).chatUsable).toBe(false);
    expect(getDeckReadiness([{ type: "excel", extractedText: text(500) }]).chatUsable).toBe(false);
    expect(getDeckReadiness([{ type: "pitch-images" }]).chatUsable).toBe(true);
    expect(getDeckReadiness([{ type: "pdf", extractedText: null }]).chatUsable).toBe(true);
  });

  it("disables the input without combined text and without a PDF, not answerable yet", () => {
    const imagesOnly = getDeckReadiness([
      { type: "pitch-images" },
      { type: "pitch-combined", extractedText: "" },
    ]);
    expect(imagesOnly.inputDisabled).toBe(true);
    expect(imagesOnly.answerable).toBe(false);
  });

  it("enables the input with combined text or a PDF; disables it while waiting but stays answerable", () => {
    const withPdf = getDeckReadiness([{ type: "pdf", extractedText: "" }]);
    expect(withPdf.inputDisabled).toBe(false);
    expect(withPdf.answerable).toBe(true);
    const waiting = getDeckReadiness([{ type: "pitch-combined", extractedText: "slides" }], {
      waiting: true,
    });
    expect(waiting.inputDisabled).toBe(true);
    expect(waiting.answerable).toBe(true);
  });

  it("shows suggested questions with combined text, or a PDF without images", () => {
    expect(getDeckReadiness([{ type: "pdf", extractedText: text(500) }]).showSuggestedQuestions).toBe(true);
    expect(
      getDeckReadiness([{ type: "pdf", extractedText: text(500) }, { type: "pitch-images" }])
        .showSuggestedQuestions,
    ).toBe(false);
    expect(
      getDeckReadiness([{ type: "pitch-images" }, { type: "pitch-combined", extractedText: text(500) }])
        .showSuggestedQuestions,
    ).toBe(true);
  });
});
