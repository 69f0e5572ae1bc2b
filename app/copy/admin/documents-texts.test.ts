import { describe, expect, it } from "vitest";

import {
  checkDeclaredFile,
  checkExcel,
  checkImage,
  checkImageSelection,
  checkPdf,
  type FileCheck,
  type FileFacts,
  formatOutcome,
  MAX_EXCEL_BYTES,
  MAX_IMAGE_BYTES,
  MAX_PDF_BYTES,
  MB,
} from "../../domain/documents";
import {
  DOCUMENT_MESSAGES,
  fileProblemText,
  imageSelectionSummary,
  notAnImage,
  stoppedOutcome,
} from "./documents-texts";

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(values.flatMap((v) => (typeof v === "string" ? [...v].map((c) => c.charCodeAt(0)) : [v])));
const HEAD = {
  pdf: bytes("%PDF-1.7\n"),
  png: bytes(0x89, "PNG", 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, "IHDR"),
  xlsx: bytes("PK", 3, 4, 0x14, 0, 6, 0, 8, 0),
  exe: bytes("MZ", 0x90, 0, 3, 0),
  gif: bytes("GIF89a", 1, 0, 1, 0),
};
const file = (name: string, type: string, head: Uint8Array, size = 1000): FileFacts => ({
  name,
  type,
  head,
  size,
});
const words = (check: FileCheck | null) => (check && !check.ok ? fileProblemText(check) : null);

describe("a refused upload's toast", () => {
  it("a PDF: 'Selecteer een geldig PDF bestand.' with why", () => {
    const title = "Selecteer een geldig PDF bestand.";
    expect(words(checkPdf(file("deck.pdf", "application/pdf", HEAD.exe)))).toEqual({
      title,
      description: "deck.pdf is geen PDF bestand.",
    });
    expect(words(checkPdf(file("deck.pdf", "application/pdf", new Uint8Array(), 0)))).toEqual({
      title,
      description: "deck.pdf is leeg.",
    });
    expect(words(checkPdf(file("deck.pdf", "application/pdf", HEAD.pdf, MAX_PDF_BYTES + 1)))).toEqual({
      title,
      description: "deck.pdf is groter dan 50 MB.",
    });
    expect(words(checkDeclaredFile("pdf", { name: "", type: "application/pdf", size: 0 }))).toEqual({
      title,
      description: "Het bestand is leeg.",
    });
  });

  it("a workbook: 'Selecteer een geldig Excel bestand.' with why", () => {
    const title = "Selecteer een geldig Excel bestand.";
    expect(words(checkExcel(file("plan.csv", "text/csv", bytes("a,b"))))).toEqual({
      title,
      description: "plan.csv is geen .xlsx of .xls bestand.",
    });
    expect(words(checkExcel(file("plan.xlsx", "", new Uint8Array(), 0)))).toEqual({
      title,
      description: "plan.xlsx is leeg.",
    });
    expect(words(checkExcel(file("plan.xlsx", "", HEAD.xlsx, MAX_EXCEL_BYTES + 1)))).toEqual({
      title,
      description: "plan.xlsx is groter dan 20 MB.",
    });
  });

  it("an image: 'Ongeldig bestand', 'Bestand te groot' or 'Formaat niet ondersteund'", () => {
    expect(words(checkImage(file("notes.pdf", "application/pdf", HEAD.pdf)))).toEqual({
      title: "Ongeldig bestand",
      description: "notes.pdf is geen geldige afbeelding",
    });
    expect(words(checkImage(file("empty.png", "image/png", new Uint8Array(), 0)))).toEqual({
      title: "Ongeldig bestand",
      description: "empty.png is geen geldige afbeelding",
    });
    expect(words(checkImage(file("big.png", "image/png", HEAD.png, MAX_IMAGE_BYTES + 1)))).toEqual({
      title: "Bestand te groot",
      description: "big.png is groter dan 20 MB.",
    });
    expect(words(checkImage(file("anim.gif", "image/gif", HEAD.gif)))).toEqual({
      title: "Formaat niet ondersteund",
      description: "anim.gif: gebruik JPG, PNG of WebP.",
    });
    expect(notAnImage("x.bmp")).toBe("x.bmp is geen geldige afbeelding");
  });
});

describe("a selection of slide images as a whole", () => {
  const good = (n: number) => file(`slide-${n}.png`, "image/png", HEAD.png);
  const summary = (files: FileFacts[]) => imageSelectionSummary(checkImageSelection(files));

  it("all valid: no toast", () => {
    expect(summary([good(1), good(2)])).toBeNull();
  });

  it("some skipped: 'Sommige bestanden overgeslagen' with the count to upload", () => {
    expect(
      summary([
        good(1),
        file("a.gif", "image/gif", HEAD.gif),
        good(2),
        good(3),
        file("b.txt", "text/plain", bytes("hi")),
      ]),
    ).toEqual({
      title: "Sommige bestanden overgeslagen",
      description: "2 bestanden overgeslagen; 3 afbeeldingen worden geüpload.",
      variant: "default",
    });
    expect(summary([good(1), file("a.gif", "image/gif", HEAD.gif)])?.description).toBe(
      "1 bestand overgeslagen; 1 afbeelding wordt geüpload.",
    );
  });

  it("none valid (or none selected): 'Geen geldige afbeeldingen'", () => {
    expect(summary([file("huge.png", "image/png", HEAD.png, 25 * MB)])).toEqual({
      title: "Geen geldige afbeeldingen",
      description: "huge.png is groter dan 20 MB.",
      variant: "destructive",
    });
    expect(summary([])).toEqual({
      title: "Geen geldige afbeeldingen",
      description: "Selecteer JPG, PNG of WebP afbeeldingen.",
      variant: "destructive",
    });
  });
});

describe("the spec's messages", () => {
  it("are verbatim", () => {
    expect(DOCUMENT_MESSAGES).toMatchObject({
      invalidPdf: "Selecteer een geldig PDF bestand.",
      invalidExcel: "Selecteer een geldig Excel bestand.",
      orderSaved: "Volgorde opgeslagen",
      orderSaveFailed: "Fout bij opslaan",
      deleted: "Bestand verwijderd",
      uploading: "Uploaden...",
    });
  });
});

describe("processing that stopped, in Dutch", () => {
  it("says what happened and the way to process it again", () => {
    expect(formatOutcome(stoppedOutcome("pdf", "dead-letter"))).toBe(
      "!Verwerkingsfout\nDe verwerking is gestopt zonder te eindigen: de taak werd bij elke poging afgebroken. Klik op 'Reprocess' om het bestand opnieuw te verwerken.",
    );
    expect(stoppedOutcome("excel", "stalled").description).toBe(
      "De verwerking maakte 30 minuten geen voortgang en is gestopt. Klik op 'Reprocess' om het bestand opnieuw te verwerken.",
    );
    expect(stoppedOutcome("pitch-combined", "stalled").description).toBe(
      "De verwerking maakte 30 minuten geen voortgang en is gestopt. Klik op 'Reprocess Images' om de afbeeldingen opnieuw te verwerken.",
    );
  });
});
