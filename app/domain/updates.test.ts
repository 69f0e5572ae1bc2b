import { describe, expect, it } from "vitest";

import {
  displayMetrics,
  parseMetricsInput,
  UPDATE_TYPE_STYLE,
  updateTypeIcon,
  updateTypeTheme,
} from "./updates";

describe("displayMetrics", () => {
  it("splits entries containing ' - ' into several items", () => {
    expect(displayMetrics(["€1.2M raised - 3 new angels - lead: Acme VC"])).toEqual([
      "€1.2M raised",
      "3 new angels",
      "lead: Acme VC",
    ]);
  });
  it("strips leading emoji and bullets and trims", () => {
    expect(displayMetrics(["  🚀 Launched v2 ", "• 40% MoM growth", "- 12 pilots", "✅✅ Done"])).toEqual([
      "Launched v2",
      "40% MoM growth",
      "12 pilots",
      "Done",
    ]);
  });
  it("drops empty items", () => {
    expect(displayMetrics(["", "   ", "🎉", "a -  - b"])).toEqual(["a", "b"]);
  });
  it("keeps a hyphen that is not surrounded by spaces", () => {
    expect(displayMetrics(["e-commerce clients: 12"])).toEqual(["e-commerce clients: 12"]);
  });
  it("keeps a leading currency sign", () => {
    expect(displayMetrics(["💰 €750k raised", "$2M ARR"])).toEqual(["€750k raised", "$2M ARR"]);
  });
  it("keeps leading digits and accented letters", () => {
    expect(displayMetrics(["3 hires", "Équipe +2"])).toEqual(["3 hires", "Équipe +2"]);
  });
});

describe("displayMetrics' shortcut for items that start with a letter or digit", () => {
  it("answers as the rule's regular expression does, whatever the first character", () => {
    const rule = (item: string) =>
      item
        .trim()
        .replace(/^[^\p{L}\p{N}\p{Sc}_\s]+/u, "")
        .trim();
    const firsts = [
      ...Array.from({ length: 0x300 }, (_, code) => String.fromCharCode(code)),
      "€",
      "🚀",
      "✅",
      "•",
      "Ω",
      "٣",
    ];
    for (const first of firsts) {
      const item = `${first}x 1`;
      expect(displayMetrics([item]), JSON.stringify(item)).toEqual([rule(item)].filter((i) => i.length > 0));
    }
  });
});

describe("parseMetricsInput", () => {
  it("splits on line breaks and on ' - '", () => {
    expect(parseMetricsInput("MRR €25k - 30 customers\r\n\n📈 NPS 62\n")).toEqual([
      "MRR €25k",
      "30 customers",
      "NPS 62",
    ]);
  });
});

describe("type styles", () => {
  it("maps the six types to icon and colour as the spec stores them", () => {
    expect(UPDATE_TYPE_STYLE.funding).toMatchObject({ icon: "DollarSign", color: "green" });
    expect(UPDATE_TYPE_STYLE.product).toMatchObject({ icon: "Rocket", color: "blue" });
    expect(UPDATE_TYPE_STYLE.growth).toMatchObject({ icon: "Users", color: "purple" });
    expect(UPDATE_TYPE_STYLE.milestone).toMatchObject({ icon: "Award", color: "orange" });
    expect(UPDATE_TYPE_STYLE.team).toMatchObject({ icon: "Target", color: "indigo" });
    expect(UPDATE_TYPE_STYLE.metrics).toMatchObject({ icon: "TrendingUp", color: "emerald" });
  });
  it("shows an unknown type with the TrendingUp icon and blue theme", () => {
    expect(updateTypeIcon("partnership")).toBe("TrendingUp");
    expect(updateTypeTheme("partnership")).toBe("blue");
  });
  it("uses yellow for funding, growth and team and blue for the others", () => {
    expect(["funding", "growth", "team"].map(updateTypeTheme)).toEqual(["yellow", "yellow", "yellow"]);
    expect(["product", "milestone", "metrics"].map(updateTypeTheme)).toEqual(["blue", "blue", "blue"]);
  });
});

import { splitDescription } from "./updates";

describe("splitDescription", () => {
  it("keeps descriptions of up to 200 characters whole", () => {
    const text = "x".repeat(200);
    expect(splitDescription(text)).toEqual({ head: text, rest: "", truncated: false });
  });
  it("cuts longer ones at 200 characters: the preview is the head with an ellipsis, the rest follows it", () => {
    const text = "y".repeat(201);
    const { head, rest, truncated } = splitDescription(text);
    expect({ preview: `${head}...`, truncated }).toEqual({
      preview: `${"y".repeat(200)}...`,
      truncated: true,
    });
    expect(rest).toBe("y");
  });
  it("ends the preview on a word, not on spaces or a line break, and loses no character of the whole", () => {
    const text = `${"a".repeat(197)} \n\nmore text after the cut`;
    const { head, rest } = splitDescription(text);
    expect(head).toBe("a".repeat(197));
    expect(head + rest).toBe(text);
  });
});
