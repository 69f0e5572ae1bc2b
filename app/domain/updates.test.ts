import { describe, expect, it } from "vitest";

import {
  displayMetrics,
  parseMetricsInput,
  UPDATE_TYPE_STYLE,
  updateTypeIcon,
  updateTypeLabel,
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
  it("maps the six types to label, icon and colour as the spec stores them", () => {
    expect(UPDATE_TYPE_STYLE.funding).toMatchObject({ label: "Funding", icon: "DollarSign", color: "green" });
    expect(UPDATE_TYPE_STYLE.product).toMatchObject({ label: "Product", icon: "Rocket", color: "blue" });
    expect(UPDATE_TYPE_STYLE.growth).toMatchObject({ label: "Growth", icon: "Users", color: "purple" });
    expect(UPDATE_TYPE_STYLE.milestone).toMatchObject({ label: "Milestone", icon: "Award", color: "orange" });
    expect(UPDATE_TYPE_STYLE.team).toMatchObject({ label: "Team", icon: "Target", color: "indigo" });
    expect(UPDATE_TYPE_STYLE.metrics).toMatchObject({
      label: "Metrics",
      icon: "TrendingUp",
      color: "emerald",
    });
  });
  it("shows an unknown type as-is with the TrendingUp icon and blue theme", () => {
    expect(updateTypeLabel("partnership")).toBe("partnership");
    expect(updateTypeIcon("partnership")).toBe("TrendingUp");
    expect(updateTypeTheme("partnership")).toBe("blue");
  });
  it("uses yellow for funding, growth and team and blue for the others", () => {
    expect(["funding", "growth", "team"].map(updateTypeTheme)).toEqual(["yellow", "yellow", "yellow"]);
    expect(["product", "milestone", "metrics"].map(updateTypeTheme)).toEqual(["blue", "blue", "blue"]);
  });
});

import { previewDescription } from "./updates";

describe("previewDescription", () => {
  it("keeps descriptions of up to 200 characters whole", () => {
    const text = "x".repeat(200);
    expect(previewDescription(text)).toEqual({ preview: text, truncated: false });
  });
  it("cuts longer ones at 200 characters with an ellipsis", () => {
    const text = "y".repeat(201);
    expect(previewDescription(text)).toEqual({ preview: `${"y".repeat(200)}...`, truncated: true });
  });
});

import { updateCreatedToast } from "./updates";

describe("updateCreatedToast", () => {
  it("says 'Update toegevoegd' without notifications", () => {
    expect(updateCreatedToast({ notify: false })).toEqual({ title: "Update toegevoegd" });
  });
  it("says 'Update toegevoegd' and nobody was mailed when no verified subscriber exists", () => {
    const toast = updateCreatedToast({ notify: true, subscribers: 0 });
    expect(toast.title).toBe("Update toegevoegd");
    expect(toast.description).toContain("niemand");
    expect(toast.title).not.toContain("notified");
  });
  it("names how many VCs the notifications are being sent to, never claiming they were notified", () => {
    expect(updateCreatedToast({ notify: true, subscribers: 1 }).description).toBe(
      "Update created successfully; notifications to 1 VC are being sent (the update shows how many went out).",
    );
    const many = updateCreatedToast({ notify: true, subscribers: 3 });
    expect(many.title).toBe("Update created");
    expect(many.description).toContain("to 3 VCs are being sent");
    expect(`${many.title} ${many.description}`).not.toContain("notified");
  });
  it("says notifications may have failed when the job was not queued", () => {
    expect(updateCreatedToast({ notify: true, failed: true })).toEqual({
      title: "Update created",
      description: "Update created successfully, but some notifications may have failed to send.",
    });
  });
});
