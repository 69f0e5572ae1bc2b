import { describe, expect, it } from "vitest";
import { slugify, uniqueSlug } from "./slug";

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
