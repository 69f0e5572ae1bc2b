import { describe, expect, it } from "vitest";

import { layoutPageText, type TextRun } from "./layout";

/** A run of text at (x, baseline y) in a font of `size`; width ≈ 0.5 em per character. */
const run = (text: string, x: number, y: number, size = 12): TextRun => ({
  text,
  x,
  y,
  width: text.length * size * 0.5,
  height: size,
});

describe("reading order of a PDF page (layoutPageText)", () => {
  it("reads two boxes side by side column by column, each figure with its label", () => {
    // Drawn in the order a designer added them: both figures first, then both labels.
    const text = layoutPageText([
      run("Market sizing", 60, 480, 30),
      run("USD 700k", 60, 400, 20),
      run("USD 1.1M", 600, 392, 20),
      run("ARR today", 60, 380),
      run("ARR target for next year", 600, 372),
      run("Clients 68", 60, 300),
      run("Data suppliers 120", 600, 286),
    ]);
    expect(text.split("\n")).toEqual([
      "Market sizing",
      "USD 700k",
      "ARR today",
      "Clients 68",
      "USD 1.1M",
      "ARR target for next year",
      "Data suppliers 120",
    ]);
  });

  it("keeps a table's rows: labels and their figures on shared baselines", () => {
    const text = layoutPageText([
      run("Revenue", 60, 300),
      run("Costs", 60, 280),
      run("Profit", 60, 260),
      run("€120k", 400, 300),
      run("€80k", 400, 280),
      run("€40k", 400, 260),
      run("€150k", 500, 300),
      run("€90k", 500, 280),
      run("€60k", 500, 260),
    ]);
    expect(text.split("\n")).toEqual(["Revenue €120k €150k", "Costs €80k €90k", "Profit €40k €60k"]);
  });

  it("reads text boxes set side by side on shared baselines box by box", () => {
    const text = layoutPageText([
      run("Dual-pronged strategy", 20, 160),
      run("Positive feedback loop", 200, 160),
      run("Top-down: major producers as", 20, 140, 10),
      run("More supply brings better deals", 200, 140, 10),
      run("market anchors first", 20, 126, 10),
      run("and even more supply", 200, 126, 10),
    ]);
    expect(text.split("\n")).toEqual([
      "Dual-pronged strategy",
      "Top-down: major producers as",
      "market anchors first",
      "Positive feedback loop",
      "More supply brings better deals",
      "and even more supply",
    ]);
  });

  it("does not take a page number in the margin for a column", () => {
    const text = layoutPageText([
      run("7", 10, 20, 14),
      run("Team", 60, 400, 28),
      run("Ida Novak, CEO", 60, 350),
      run("Former founder of GridCo", 60, 330),
    ]);
    expect(text.split("\n")).toEqual(["Team", "Ida Novak, CEO", "Former founder of GridCo", "7"]);
  });

  it("joins the runs of a line with spaces where they stand apart, and keeps a raised footnote mark on its line", () => {
    const text = layoutPageText([
      { text: "market anchors (€3.3B", x: 20, y: 104, width: 100, height: 10 },
      { text: "market", x: 20, y: 91, width: 31, height: 10 },
      { text: "1", x: 51, y: 95, width: 4, height: 7 },
      { text: ")", x: 56, y: 91, width: 3, height: 10 },
      { text: "Sustain", x: 20, y: 60, width: 35, height: 10 },
      { text: "able", x: 55, y: 60, width: 20, height: 10 },
      { text: "growth", x: 80, y: 60, width: 30, height: 10 },
    ]);
    expect(text.split("\n")).toEqual(["market anchors (€3.3B", "market1)", "Sustainable growth"]);
  });

  it("keeps a small label apart from a tall figure in the next column", () => {
    const text = layoutPageText([
      run("# Clients", 63, 337.5, 6),
      run("68", 63, 325.5, 11),
      run("1.1M", 749, 334, 28),
      run("USD", 749, 364, 14),
      run("Targets", 749, 442, 10),
      run("Actual", 62, 442, 10),
    ]);
    expect(text.split("\n")).toEqual(["Actual", "# Clients", "68", "Targets", "USD", "1.1M"]);
  });

  it("gives nothing for a page without text", () => {
    expect(layoutPageText([])).toBe("");
    expect(layoutPageText([run("   ", 10, 10)])).toBe("");
  });
});
