import { describe, expect, it } from "vitest";

import { pageImageUrl, swipeStep, viewerKeyStep } from "./viewer";

describe("page viewer", () => {
  it("moves with the arrow keys, wrapping, and jumps with Home / End", () => {
    expect(viewerKeyStep("ArrowRight", 0, 5)).toBe(1);
    expect(viewerKeyStep("ArrowRight", 4, 5)).toBe(0);
    expect(viewerKeyStep("ArrowLeft", 0, 5)).toBe(4);
    expect(viewerKeyStep("Home", 3, 5)).toBe(0);
    expect(viewerKeyStep("End", 0, 5)).toBe(4);
    expect(viewerKeyStep("a", 0, 5)).toBeNull();
    expect(viewerKeyStep("ArrowRight", 0, 0)).toBeNull();
  });
  it("addresses a version's page image", () => {
    expect(pageImageUrl("doc-1", 2)).toBe("/documents/doc-1/pages/2");
  });
});

describe("swipe on the page viewer", () => {
  it("turns to the next page on a swipe to the left and back on a swipe to the right, wrapping around", () => {
    expect(swipeStep(-120, 10, 0, 3)).toBe(1);
    expect(swipeStep(-120, 10, 2, 3)).toBe(0);
    expect(swipeStep(120, -5, 0, 3)).toBe(2);
  });
  it("ignores taps, short drags, vertical scrolls and a deck of one page", () => {
    expect(swipeStep(-20, 0, 0, 3)).toBeNull();
    expect(swipeStep(-80, 200, 0, 3)).toBeNull();
    expect(swipeStep(-120, 0, 0, 1)).toBeNull();
  });
});
