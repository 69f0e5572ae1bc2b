import { describe, expect, it } from "vitest";

import { parseCsv, pipelineCsvLine, readImport as readImportWith } from "./csv";
import type { Stage } from "./stages";

/** The pipeline's labels, as the copy gives them: an import reads a stage by its label too. */
const LABELS: Record<Stage, string> = {
  backlog: "Backlog",
  contacted: "Benaderd",
  meeting: "Gesprek",
  "due-diligence": "Due diligence",
  "term-sheet": "Term sheet",
  committed: "Toegezegd",
  closed: "Gesloten",
  passed: "Afgehaakt",
};
const readImport = (text: string) => readImportWith(text, LABELS);

describe("parseCsv", () => {
  it("reads quoted fields, doubled quotes, CRLF and a byte order mark", () => {
    expect(parseCsv('\uFEFFa,b\r\n"x, y","say ""hi"""\r\n')).toEqual([
      ["a", "b"],
      ["x, y", 'say "hi"'],
    ]);
  });
  it("reads a semicolon-separated file (a Dutch spreadsheet)", () => {
    expect(parseCsv("naam;e-mail\nAnna;a@x.nl")).toEqual([
      ["naam", "e-mail"],
      ["Anna", "a@x.nl"],
    ]);
  });
  it("refuses an unclosed quote", () => {
    expect(parseCsv('a,b\n"x,y\n')).toBeNull();
  });
});

describe("readImport", () => {
  it("reads the rows with stage, amount (Dutch notation) and notes", () => {
    const read = readImport(
      "name,email,firm,stage,amount,notes\nAnna de Vries,Anna@Fund.nl,Fund,Meeting,250.000,warm intro\nBram,bram@vc.com,,gesprek,,\n",
    );
    expect(read).toEqual({
      ok: true,
      rows: [
        {
          line: 2,
          name: "Anna de Vries",
          email: "anna@fund.nl",
          firm: "Fund",
          stage: "meeting",
          amount: 250_000,
          notes: "warm intro",
        },
        {
          line: 3,
          name: "Bram",
          email: "bram@vc.com",
          firm: null,
          stage: "meeting",
          amount: null,
          notes: null,
        },
      ],
    });
  });

  it("merges rows of one address: later fields win, notes add up", () => {
    const read = readImport("name,email,stage,notes\nAnna,a@x.nl,backlog,one\nAnna V,A@X.nl,,two\n");
    expect(read.ok && read.rows).toEqual([
      {
        line: 2,
        name: "Anna V",
        email: "a@x.nl",
        firm: null,
        stage: "backlog",
        amount: null,
        notes: "one\ntwo",
      },
    ]);
  });

  it("gives every faulty row its errors, by line", () => {
    const read = readImport(
      "name,email,stage,amount\nAnna,a@x.nl,,\n,not-an-address,Later,twaalf\nBram,b@x.nl,,-5\n",
    );
    expect(read.ok).toBe(false);
    if (read.ok || !("errors" in read)) throw new Error("expected row errors");
    expect(read.errors).toEqual([
      {
        line: 3,
        problems: [
          { code: "nameRequired" },
          { code: "emailInvalid" },
          { code: "stageInvalid", value: "Later" },
          { code: "amountInvalid", value: "twaalf" },
        ],
      },
      { line: 4, problems: [{ code: "amountInvalid", value: "-5" }] },
    ]);
  });

  it("refuses a file without the name and e-mail columns, or without rows", () => {
    expect(readImport("firm,stage\nX,backlog\n")).toEqual({
      ok: false,
      file: { code: "headerMissing", columns: ["name", "email"] },
    });
    expect(readImport("name,email\n")).toEqual({ ok: false, file: { code: "noRows" } });
    expect(readImport('name,email\n"Ann,a@x.nl\n')).toEqual({ ok: false, file: { code: "unclosedQuote" } });
    expect(readImport("name,email\n" + "a,a@x.nl\n".repeat(1001))).toEqual({
      ok: false,
      file: { code: "tooManyRows", max: 1000 },
    });
  });

  it("refuses too long fields with their limit, and reads a stage by the label it is given", () => {
    const read = readImport(
      `name,email,firm,notes\n${"n".repeat(121)},a@x.nl,${"f".repeat(201)},${"x".repeat(2001)}\n`,
    );
    expect(read.ok || !("errors" in read) ? null : read.errors).toEqual([
      {
        line: 2,
        problems: [
          { code: "tooLong", field: "name", max: 120 },
          { code: "tooLong", field: "firm", max: 200 },
          { code: "tooLong", field: "notes", max: 2000 },
        ],
      },
    ]);
    const relabelled = readImportWith("name,email,stage\nAnn,a@x.nl,Ontmoeting\n", {
      ...LABELS,
      meeting: "Ontmoeting",
    });
    expect(relabelled.ok && relabelled.rows[0]!.stage).toBe("meeting");
  });
});

describe("pipelineCsvLine", () => {
  it("neutralises formulas and quotes what needs it", () => {
    const line = pipelineCsvLine({
      name: "=HYPERLINK(1)",
      email: "a@x.nl",
      firm: "Fund, B.V.",
      stage: "committed",
      ticketIndicated: 100_000,
      ticketCommitted: 90_000,
      lead: true,
      nextFollowUp: "2026-12-01",
      lastEngagedAt: "2026-11-27T10:00:00.000Z",
      interestScore: 72,
      reasonPassed: null,
      reasonPassedNote: null,
    });
    expect(line).toBe(
      '\'=HYPERLINK(1),a@x.nl,"Fund, B.V.",committed,100000,90000,yes,2026-12-01,2026-11-27T10:00:00.000Z,72,',
    );
  });
});
