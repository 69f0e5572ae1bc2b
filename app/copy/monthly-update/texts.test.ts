import { describe, expect, it } from "vitest";

import { readComposeForm } from "../../domain/monthly-update/compose";
import { octoberSnapshot } from "../../domain/monthly-update/fixtures.test-helpers";
import { monthlyUpdateMailHtml, monthlyUpdateMailText } from "../../domain/monthly-update/mail";
import { composeErrorTexts, descriptionOf, metricsOf, monthlyUpdateMailWords } from "./texts";

const form = (values: Record<string, string>) => ({ get: (name: string) => values[name] ?? null });

describe("the composer's refusals in Dutch", () => {
  it("name the field, the figure and the limit", () => {
    const read = readComposeForm(
      form({
        month: "2026-13",
        title: " ",
        "fig.mrr": "twintig",
        highlights: "x".repeat(5001),
        freeText: "y".repeat(5001),
        "ask.1": "a".repeat(501),
        "help.2": "b".repeat(501),
      }),
    );
    if (read.ok) throw new Error("expected refusals");
    expect(composeErrorTexts(read.errors)).toEqual({
      month: "Kies een geldige maand (JJJJ-MM).",
      title: "Geef de update een titel (hoogstens 200 tekens).",
      "fig.mrr": "MRR: gebruik een getal, bijv. 1.234,56 of laat het leeg.",
      highlights: "Hoogtepunten is te lang (hoogstens 5000 tekens).",
      freeText: "Vrije tekst is te lang (hoogstens 5000 tekens).",
      "ask.1": "Vraag 1 is te lang (hoogstens 500 tekens).",
      "help.2":
        "Gezochte hulp bij vraag 2 (bijv. introducties, werving, advies) is te lang (hoogstens 500 tekens).",
    });
  });
});

describe("the update's own fields", () => {
  it("lists the key figures and writes the sections as text", () => {
    expect(metricsOf(octoberSnapshot)).toEqual([
      "MRR: €\u00a020.000",
      "MRR-groei: +8,1%",
      "Netto burn: €\u00a012.000",
      "Runway: 20,0 maanden",
      "Klanten: 134",
    ]);
    expect(descriptionOf(octoberSnapshot, "en")).toBe(
      "Highlights:\n- Eerste enterprise-klant\n\nAsks:\n- Intro bij retailers (help wanted: introducties)",
    );
    expect(
      descriptionOf({
        ...octoberSnapshot,
        sections: { highlights: [], lowlights: [], asks: [], freeText: "" },
      }),
    ).toBe("Maandupdate 2026-10");
  });
});

describe("the mail in the reader's language", () => {
  it("Dutch: 'geen gegevens' for unknown figures, each figure's source, the plan's variance", () => {
    const html = monthlyUpdateMailHtml(octoberSnapshot, monthlyUpdateMailWords("nl"));
    expect(html).toContain(">oktober 2026</p>");
    expect(html).toContain("€\u00a020.000 / geen gegevens<br>");
    expect(html).toContain("Verschil geen gegevens");
    expect(html).toContain(">uit 2026-01 t/m 2026-10</span>");
    expect(html).toContain("Verschil -10,0%");
    expect(html).toContain("Plan tegenover werkelijk (plan: Basis)");
  });

  it("English plain text: the same figures", () => {
    const text = monthlyUpdateMailText(octoberSnapshot, monthlyUpdateMailWords("en"));
    expect(text).toContain(
      "Oktober: <eerste> enterprise-klant\nOctober 2026\n\nKey figures:\n- MRR: € 20.000 (from 2026-10)",
    );
    expect(text).toContain("- Runway: 20,0 months (from 2026-10)");
    expect(text).toContain("- Cash: € 240.000 (from 2026-10)");
    expect(text).toContain(
      "- September 2026: MRR plan € 18.000, actual € 16.200 (-10,0%); customers 125 / 120 (-4,0%)",
    );
    expect(text).toContain(
      "- October 2026: MRR plan € 20.000, actual no data (no data); customers 135 / no data (no data)",
    );
  });
});
