import { describe, expect, it } from "vitest";
import { MAX_ENTRY_MS, parseBeacon } from "./beacon";

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
    expect(parseBeacon(`{"d":"doc","p":[[3,${10 * MAX_ENTRY_MS}]]}`)?.entries).toEqual([{ page: 3, ms: MAX_ENTRY_MS }]);
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
