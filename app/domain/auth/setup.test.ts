import { describe, expect, it } from "vitest";

import { firstVisitTarget, SETUP_TOKEN_MIN_LENGTH, setupTokenUsable } from "./setup";

describe("firstVisitTarget: where / leads", () => {
  it("the configured company's public site when it exists", () => {
    expect(firstVisitTarget({ configured: "acme", first: "older-co", hasUsers: true })).toBe("/public/acme");
  });

  it("without it (unset or not found), the first company's: the first owner's on a single-company install", () => {
    expect(firstVisitTarget({ configured: null, first: "acme-bv", hasUsers: true })).toBe("/public/acme-bv");
  });

  it("a fresh install (no company, nobody) goes to the setup page", () => {
    expect(firstVisitTarget({ configured: null, first: null, hasUsers: false })).toBe("/setup");
  });

  it("accounts but no company (all deleted) go to the sign-in, never a 404", () => {
    expect(firstVisitTarget({ configured: null, first: null, hasUsers: true })).toBe("/admin/login");
  });
});

describe("setupTokenUsable", () => {
  it(`needs a token of at least ${SETUP_TOKEN_MIN_LENGTH} characters (blanks around it do not count)`, () => {
    expect(setupTokenUsable(undefined)).toBe(false);
    expect(setupTokenUsable("")).toBe(false);
    expect(setupTokenUsable("short-token")).toBe(false);
    expect(setupTokenUsable(`  ${"x".repeat(SETUP_TOKEN_MIN_LENGTH - 1)}  `)).toBe(false);
    expect(setupTokenUsable("x".repeat(SETUP_TOKEN_MIN_LENGTH))).toBe(true);
  });
});
