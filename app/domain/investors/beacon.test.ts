import { describe, expect, it } from "vitest";

import {
  creditEntries,
  MAX_ENTRY_MS,
  MIN_CREDITED_MS,
  pagesWithin,
  parseBeacon,
  requestedMs,
} from "./beacon";

describe("deck viewer beacon", () => {
  it("reads a batch of page times", () => {
    expect(parseBeacon('{"d":"doc-1","p":[[1,4200],[2,900],[1,300]]}')).toEqual({
      documentId: "doc-1",
      entries: [
        { page: 1, ms: 4200 },
        { page: 2, ms: 900 },
        { page: 1, ms: 300 },
      ],
    });
  });

  it("caps one entry at half an hour", () => {
    expect(parseBeacon(`{"d":"doc","p":[[3,${10 * MAX_ENTRY_MS}]]}`)?.entries).toEqual([
      { page: 3, ms: MAX_ENTRY_MS },
    ]);
  });

  it("refuses the whole beacon when anything in it is wrong", () => {
    const bad = [
      "",
      "not json",
      "[]",
      '{"d":"doc","p":[]}',
      '{"d":"../x","p":[[1,1]]}',
      '{"d":"doc","p":[[0,1]]}',
      '{"d":"doc","p":[[1.5,1]]}',
      '{"d":"doc","p":[[1,-1]]}',
      '{"d":"doc","p":[[1,"9"]]}',
      '{"d":"doc","p":[[1,1,1]]}',
      `{"d":"doc","p":[${Array.from({ length: 51 }, () => "[1,1]").join(",")}]}`,
      `{"d":"doc","p":[[1,1]],"x":"${"a".repeat(2100)}"}`,
    ];
    for (const body of bad) expect(parseBeacon(body), body.slice(0, 40)).toBeNull();
  });
});

describe("crediting a beacon", () => {
  const entries = [
    { page: 2, ms: 4000 },
    { page: 1, ms: 3000 },
    { page: 2, ms: 1000 },
  ];

  it("adds the entries up per page, pages in order, when the whole time is granted", () => {
    expect(requestedMs(entries)).toBe(8000);
    expect(creditEntries(entries, 8000)).toEqual([
      { page: 1, ms: 3000 },
      { page: 2, ms: 5000 },
    ]);
    expect(creditEntries(entries, 60_000)).toEqual(creditEntries(entries, 8000));
  });

  it("scales every page down together to the time granted, never above it", () => {
    const credited = creditEntries(entries, 4000);
    expect(credited).toEqual([
      { page: 1, ms: 1500 },
      { page: 2, ms: 2500 },
    ]);
    expect(requestedMs(credited)).toBeLessThanOrEqual(4000);
  });

  it("drops pages cut below a glance, and credits nothing when nothing is granted", () => {
    const flood = Array.from({ length: 50 }, (_, i) => ({ page: i + 1, ms: MAX_ENTRY_MS }));
    // 5 seconds spread over 50 pages is 100 ms a page: no page is read.
    expect(creditEntries(flood, 5000)).toEqual([]);
    expect(creditEntries(entries, 0)).toEqual([]);
    expect(creditEntries([{ page: 1, ms: MIN_CREDITED_MS - 1 }], 10_000)).toEqual([]);
  });

  it("accepts only pages of the live deck", () => {
    expect(pagesWithin(entries, 2)).toBe(true);
    expect(pagesWithin(entries, 1)).toBe(false);
    expect(pagesWithin([{ page: 1000, ms: 1 }], 12)).toBe(false);
  });
});
