import { describe, expect, it } from "vitest";

import { slugCandidate, slugify, uniqueSlug } from "./slug";

describe("slugify", () => {
  it("lower-cases and dashes a company name", () => {
    expect(slugify("Acme Data Agents B.V.")).toBe("acme-data-agents-b-v");
  });
  it("drops accents and turns & into 'and'", () => {
    expect(slugify("Crème & Brûlée Analytics")).toBe("creme-and-brulee-analytics");
  });
  it("trims leading and trailing separators", () => {
    expect(slugify("  --Hello, World!--  ")).toBe("hello-world");
  });
  it("falls back when nothing usable is left", () => {
    expect(slugify("🚀🚀")).toBe("company");
    expect(slugify("")).toBe("company");
  });
  it("caps the length without a trailing dash", () => {
    const slug = slugify("a".repeat(47) + " bcdef");
    expect(slug).toBe("a".repeat(47));
    expect(slug.length).toBeLessThanOrEqual(48);
  });
});

describe("uniqueSlug", () => {
  it("keeps a free slug", () => {
    expect(uniqueSlug("acme", new Set())).toBe("acme");
  });
  it("appends the first free number", () => {
    expect(uniqueSlug("acme", new Set(["acme", "acme-2"]))).toBe("acme-3");
  });
});

describe("slugCandidate", () => {
  const taken = new Set(["acme", "acme-2", "acme-4"]);

  it("tries the first free slug first, whatever the pick", () => {
    expect(slugCandidate("acme", taken, 0, 0)).toBe("acme-3");
    expect(slugCandidate("acme", taken, 0, 0.99)).toBe("acme-3");
    expect(slugCandidate("acme", new Set(), 0, 0.5)).toBe("acme");
  });

  it("after a clash, chooses among the first attempt + 1 free slugs", () => {
    // Free, in order: acme-3, acme-5, acme-6, acme-7, …
    expect(slugCandidate("acme", taken, 1, 0)).toBe("acme-3");
    expect(slugCandidate("acme", taken, 1, 0.5)).toBe("acme-5");
    expect(slugCandidate("acme", taken, 2, 0.99)).toBe("acme-6");
    expect(slugCandidate("acme", taken, 3, 0.75)).toBe("acme-7");
  });

  it("never chooses a taken slug and spreads over at most 8 free ones", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 100; i++) {
      const slug = slugCandidate("acme", taken, 50, i / 100);
      expect(taken.has(slug)).toBe(false);
      seen.add(slug);
    }
    expect([...seen].sort()).toEqual([
      "acme-10",
      "acme-11",
      "acme-3",
      "acme-5",
      "acme-6",
      "acme-7",
      "acme-8",
      "acme-9",
    ]);
  });

  it("keeps a pick outside [0, 1) within the spread", () => {
    expect(slugCandidate("acme", new Set(), 2, 1)).toBe("acme-3");
    expect(slugCandidate("acme", new Set(), 2, -1)).toBe("acme");
  });
});
