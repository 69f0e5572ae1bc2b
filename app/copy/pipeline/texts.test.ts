import { describe, expect, it } from "vitest";

import { readImport } from "../../domain/pipeline/csv";
import { importFileErrorText, importRowErrorTexts, STAGE_LABELS } from "./texts";

const refusal = (text: string) => {
  const read = readImport(text, STAGE_LABELS);
  if (read.ok) return null;
  return "file" in read ? importFileErrorText(read.file) : importRowErrorTexts(read.errors);
};

describe("a refused pipeline import in Dutch", () => {
  it("names every faulty row's problems, by line", () => {
    expect(
      refusal(
        `name,email,stage,amount,firm,notes\nAnna,a@x.nl,,,,\n,not-an-address,Later,twaalf,,\nBram,b@x.nl,,-5,,\n${"N".repeat(121)},c@x.nl,,,${"F".repeat(201)},${"n".repeat(2001)}\n`,
      ),
    ).toEqual([
      {
        line: 3,
        messages: [
          "Naam ontbreekt.",
          "Geen geldig e-mailadres.",
          'Onbekende fase "Later".',
          'Onleesbaar bedrag "twaalf".',
        ],
      },
      { line: 4, messages: ['Onleesbaar bedrag "-5".'] },
      {
        line: 5,
        messages: [
          "Naam is te lang (maximaal 120 tekens).",
          "Bedrijf is te lang (maximaal 200 tekens).",
          "Notities is te lang (maximaal 2000 tekens).",
        ],
      },
    ]);
  });

  it("says what is wrong with the file as a whole", () => {
    expect(refusal("firm,stage\nX,backlog\n")).toBe("De eerste regel mist de kolom(men): name, email.");
    expect(refusal("name,email\n")).toBe("Het bestand bevat geen investeerders.");
    expect(refusal('name,email\n"Ann,a@x.nl\n')).toBe("Een aanhalingsteken wordt niet gesloten.");
    expect(refusal("name,email\n" + "a,a@x.nl\n".repeat(1001))).toBe(
      "Het bestand heeft te veel regels (maximaal 1000).",
    );
  });

  it("reads a stage by the label the pipeline shows", () => {
    const read = readImport("naam;e-mail;fase\nAnn;a@x.nl;Toegezegd\n", STAGE_LABELS);
    expect(read.ok && read.rows[0]!.stage).toBe("committed");
  });
});
