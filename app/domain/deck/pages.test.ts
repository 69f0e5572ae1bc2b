import { describe, expect, it } from "vitest";
import { mergeOcrPages, pageImageKey, pageNeedsOcr, pagesOutcome, tidyOcrText, validPageNumber } from "./pages";
import { formatDeckPages, parseDeckText } from "./chunks";

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
  it("works for a scanned PDF without any text layer, and leaves text alone without OCR", () => {
    expect(parseDeckText(mergeOcrPages(null, [{ pageNumber: 1, text: "Revenue 2 million" }])).map((p) => p.number)).toEqual([1]);
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
