import { describe, expect, it } from "vitest";

import { pagingOf, readPage } from "./paging";

describe("paging", () => {
  it("reads a page number, anything else is the first page", () => {
    expect(readPage("3")).toBe(3);
    expect(readPage(null)).toBe(1);
    expect(readPage("0")).toBe(1);
    expect(readPage("-2")).toBe(1);
    expect(readPage("2.5")).toBe(1);
    expect(readPage("constructor")).toBe(1);
  });

  it("keeps the page within the list", () => {
    expect(pagingOf(10_000, 1)).toEqual({ page: 1, pages: 100, total: 10_000 });
    expect(pagingOf(10_001, 999)).toEqual({ page: 101, pages: 101, total: 10_001 });
    expect(pagingOf(0, 4)).toEqual({ page: 1, pages: 1, total: 0 });
  });
});
