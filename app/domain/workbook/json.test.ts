import { describe, expect, it } from "vitest";

import { buildWorkbook } from "./build";
import { WORKBOOK_CAPS } from "./caps";
import { formatValue, rawSheet } from "./fixtures.test-helpers";
import { workbookJsonPieces } from "./json";

describe("a workbook's JSON in pieces", () => {
  it("joins to the same workbook, each piece holding at most the rows asked for", () => {
    const rows: (string | number)[][] = [["Order", "Amount"]];
    for (let i = 1; i <= 1_234; i++) rows.push([`Order ${i}`, i]);
    const workbook = buildWorkbook(
      [
        rawSheet("Data", rows),
        rawSheet("Plan", [
          ["", "Jan", "Feb"],
          ["Revenue", 1, 2],
        ]),
        rawSheet("Empty", []),
      ],
      WORKBOOK_CAPS,
      formatValue,
    );
    const pieces = [...workbookJsonPieces(workbook, 100)];
    expect(JSON.parse(pieces.join(""))).toEqual(JSON.parse(JSON.stringify(workbook)));
    // 13 pieces of rows for 'Data' (1,235 rows), one for 'Plan', and the frame around them.
    const longest = Math.max(...pieces.map((p) => p.length));
    expect(longest).toBeLessThan(JSON.stringify(workbook).length / 8);
    expect(pieces.length).toBeGreaterThan(14);
  });

  it("writes a workbook without blocks", () => {
    const empty = buildWorkbook([rawSheet("Empty", [])], WORKBOOK_CAPS, formatValue);
    expect(JSON.parse([...workbookJsonPieces(empty)].join(""))).toEqual(JSON.parse(JSON.stringify(empty)));
  });
});
