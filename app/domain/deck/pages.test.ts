import { describe, expect, it } from "vitest";

import { formatDeckPages, parseDeckText } from "./chunks";
import {
  imageOnlyLines,
  mergeOcrPages,
  pageImageKey,
  pageNeedsOcr,
  pagesOutcome,
  picturesMayHoldText,
  tidyOcrText,
  validPageNumber,
} from "./pages";

describe("pageNeedsOcr", () => {
  it("reads a page image when the text layer is empty or too thin", () => {
    expect(pageNeedsOcr("")).toBe(true);
    expect(pageNeedsOcr("  \n ")).toBe(true);
    expect(pageNeedsOcr("• • • 1")).toBe(true);
    expect(pageNeedsOcr("Team")).toBe(true);
  });
  it("keeps a real text layer", () => {
    expect(pageNeedsOcr("We are raising a seed round of 1.5 million euro")).toBe(false);
  });
});

describe("mergeOcrPages", () => {
  const textLayer = formatDeckPages([
    { source: "page", number: 1, text: "Acme Robotics builds warehouse robots for small shops" },
    { source: "page", number: 3, text: "x" },
  ]);
  it("fills the pages without a usable text layer from OCR, in page order", () => {
    const merged = parseDeckText(
      mergeOcrPages(textLayer, [
        { pageNumber: 2, text: "Market: 4 billion euro" },
        { pageNumber: 3, text: "Team of twelve engineers" },
      ]),
    );
    expect(merged.map((p) => [p.number, p.text])).toEqual([
      [1, "Acme Robotics builds warehouse robots for small shops"],
      [2, "Market: 4 billion euro"],
      [3, "Team of twelve engineers"],
    ]);
  });
  it("never replaces a usable text layer with OCR text", () => {
    const merged = parseDeckText(mergeOcrPages(textLayer, [{ pageNumber: 1, text: "Acne Robatics" }]));
    expect(merged.find((p) => p.number === 1)?.text).toContain("Acme Robotics");
  });
  it("adds to a page with a text layer only the lines its pictures alone hold", () => {
    const merged = parseDeckText(
      mergeOcrPages(textLayer, [
        { pageNumber: 1, text: "Acme Robotics builds warehouse robots\n2024 2025\n$14.2B $19.87B" },
      ]),
    );
    expect(merged.find((p) => p.number === 1)?.text).toBe(
      "Acme Robotics builds warehouse robots for small shops\n2024 2025\n$14.2B $19.87B",
    );
  });
  it("works for a scanned PDF without any text layer, and leaves text alone without OCR", () => {
    expect(
      parseDeckText(mergeOcrPages(null, [{ pageNumber: 1, text: "Revenue 2 million" }])).map((p) => p.number),
    ).toEqual([1]);
    expect(mergeOcrPages(textLayer, [])).toBe(textLayer);
    expect(mergeOcrPages(null, [{ pageNumber: 1, text: "  " }])).toBe("");
  });
});

describe("page keys, numbers, OCR text and outcome", () => {
  it("keys page images per version", () => {
    expect(pageImageKey("c1", "doc-a", 3)).toBe("c1/pages/doc-a/3.webp");
    expect(pageImageKey("c1", "doc-b", 3)).not.toBe(pageImageKey("c1", "doc-a", 3));
  });
  it("accepts page numbers 1..pageCount only", () => {
    expect(validPageNumber(1, 12)).toBe(true);
    expect(validPageNumber(12, 12)).toBe(true);
    expect(validPageNumber(13, 12)).toBe(false);
    expect(validPageNumber(0, 12)).toBe(false);
    expect(validPageNumber(1.5, 12)).toBe(false);
  });
  it("tidies OCR output", () => {
    expect(tidyOcrText("  Our  market \n\n\n\n TAM   4B \r\n")).toBe("Our market\n\nTAM 4B");
    expect(tidyOcrText("a".repeat(30_000))).toHaveLength(20_000);
  });
  it("names what happened", () => {
    expect(pagesOutcome(12, 9)).toBe("12 pagina's, 9 gelezen uit afbeeldingen (OCR)");
    expect(pagesOutcome(1, 0)).toBe("1 pagina, tekst uit de PDF");
  });
});

describe("imageOnlyLines", () => {
  const layer = "Market size grows 18.7% a year, from 14.18 billion in 2023 to 66.35 billion by 2032";
  it("keeps a chart's values the text layer lacks, and labels with two new words", () => {
    expect(imageOnlyLines(layer, "2023 2024 2025\n14.18 16.83 19.87\nMonthly recurring revenue")).toEqual([
      "2023 2024 2025",
      "14.18 16.83 19.87",
      "Monthly recurring revenue",
    ]);
  });
  it("drops what the text layer already says, even misread, and a photo's noise", () => {
    expect(
      imageOnlyLines(
        layer,
        "Market size grows 18.7% a year\nMarket sise grows 18.7% a yeer, from 14.18 bilion",
      ),
    ).toEqual([]);
    expect(imageOnlyLines(layer, "~ | _ = %& /\nEe\nllll iii mmm\n— ‘ “ ee")).toEqual([]);
  });
  it("drops stray single letters and signs around a chart's labels", () => {
    expect(imageOnlyLines(layer, "| 2024 W 2025 W 2026 |")).toEqual(["2024 2025 2026"]);
  });
  it("keeps a repeated line once", () => {
    expect(imageOnlyLines(layer, "Users 1,200\nUsers 1,200")).toEqual(["Users 1,200"]);
  });
});

describe("picturesMayHoldText", () => {
  it("is true for a picture the size of a chart or a screenshot, not for an icon or a logo strip", () => {
    expect(picturesMayHoldText([{ width: 800, height: 450 }])).toBe(true);
    expect(
      picturesMayHoldText([
        { width: 64, height: 64 },
        { width: 600, height: 80 },
      ]),
    ).toBe(false);
    expect(picturesMayHoldText([])).toBe(false);
  });
});
