import { describe, expect, it } from "vitest";

import {
  formatPageRanges,
  pageReading,
  pagesForServerOcr,
  parsePageRanges,
  textLayerPages,
} from "./page-reading";
import { MAX_RENDERED_PAGES } from "./pages";

const LAYER = "Northwind Freight digitises cargo paperwork for small carriers";

describe("page ranges", () => {
  it("writes pages as short ranges, sorted and each once", () => {
    expect(formatPageRanges([5, 1, 2, 3, 3, 8, 7])).toBe("1-3,5,7-8");
    expect(formatPageRanges([])).toBe("");
    expect(formatPageRanges([4])).toBe("4");
  });

  it("reads them back, leaving out what is malformed and capping the count", () => {
    expect(parsePageRanges("1-3,5,7-8")).toEqual([1, 2, 3, 5, 7, 8]);
    expect(parsePageRanges(" 2 , x, 4-3, 0, 6 - 6")).toEqual([2, 6]);
    expect(parsePageRanges(null)).toEqual([]);
    expect(parsePageRanges("1-1000000", 5)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe("the pages the job queue reads by OCR", () => {
  it("takes the pages without a usable text layer, not those skipped over the budget", () => {
    const texts = [LAYER, "", "12", LAYER, ""];
    expect(pagesForServerOcr(texts, [5])).toEqual([2, 3]);
    expect(textLayerPages(texts)).toEqual([1, 4]);
  });

  it("stops at the pages the deck viewer renders", () => {
    const texts = Array.from({ length: MAX_RENDERED_PAGES + 3 }, () => "");
    expect(pagesForServerOcr(texts, [])).toHaveLength(MAX_RENDERED_PAGES);
  });
});

describe("how each page was read", () => {
  it("groups the pages by method in a fixed order", () => {
    expect(
      pageReading(
        8,
        [1, 2, 5],
        [
          { pageNumber: 3, source: "server" },
          { pageNumber: 4, source: "server" },
          { pageNumber: 6, source: "vision" },
          { pageNumber: 7, source: null },
        ],
      ),
    ).toEqual([
      { method: "text", pages: "1-2,5", count: 3 },
      { method: "browser", pages: "7", count: 1 },
      { method: "server", pages: "3-4", count: 2 },
      { method: "vision", pages: "6", count: 1 },
      { method: "none", pages: "8", count: 1 },
    ]);
  });

  it("keeps a text-layer page a text-layer page when its pictures added lines, and ignores pages out of range", () => {
    expect(
      pageReading(
        2,
        [1],
        [
          { pageNumber: 1, source: "browser" },
          { pageNumber: 9, source: "server" },
        ],
      ),
    ).toEqual([
      { method: "text", pages: "1", count: 1 },
      { method: "none", pages: "2", count: 1 },
    ]);
  });
});
