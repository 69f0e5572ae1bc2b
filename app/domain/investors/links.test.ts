import { describe, expect, it } from "vitest";

import {
  base64Url,
  expiryDay,
  investorLinkPath,
  isTokenShape,
  linkState,
  parseExpiry,
  toHex,
  TOKEN_BYTES,
} from "./links";

const NOW = new Date("2026-11-23T12:00:00.000Z");

describe("investor link tokens", () => {
  it("encodes 32 bytes (256 bits) as 43 base64url characters that pass the shape check", () => {
    const bytes = new Uint8Array(TOKEN_BYTES).map((_, i) => (i * 37 + 250) % 256);
    const token = base64Url(bytes);
    expect(token).toHaveLength(43);
    expect(token).not.toMatch(/[+/=]/);
    expect(isTokenShape(token)).toBe(true);
  });

  it("refuses anything that is not a token before it is hashed", () => {
    for (const bad of [
      "",
      "short",
      "a".repeat(44),
      `${"a".repeat(42)}/`,
      `${"a".repeat(42)}=`,
      null,
      undefined,
    ])
      expect(isTokenShape(bad)).toBe(false);
  });

  it("writes digests as lowercase hex", () => {
    expect(toHex(new Uint8Array([0, 15, 16, 255]))).toBe("000f10ff");
  });

  it("builds the personal link under the company's public site", () => {
    expect(investorLinkPath("acme", "tok")).toBe("/public/acme/i/tok");
  });
});

describe("link state", () => {
  it("is active without expiry or revocation, expired from its expiry on, revoked whatever the expiry", () => {
    expect(linkState({ expiresAt: null, revokedAt: null }, NOW)).toBe("active");
    expect(linkState({ expiresAt: "2026-11-23T12:00:00.001Z", revokedAt: null }, NOW)).toBe("active");
    expect(linkState({ expiresAt: "2026-11-23T12:00:00.000Z", revokedAt: null }, NOW)).toBe("expired");
    expect(
      linkState({ expiresAt: "2099-01-01T00:00:00.000Z", revokedAt: "2026-11-01T00:00:00.000Z" }, NOW),
    ).toBe("revoked");
  });
});

describe("expiry dates", () => {
  it("blank means no expiry", () => {
    expect(parseExpiry("", NOW)).toEqual({ ok: true, expiresAt: null });
    expect(parseExpiry(undefined, NOW)).toEqual({ ok: true, expiresAt: null });
  });

  it("opens through the end of the given day (UTC), today included", () => {
    expect(parseExpiry("2026-11-23", NOW)).toEqual({ ok: true, expiresAt: "2026-11-24T00:00:00.000Z" });
    expect(parseExpiry("2026-12-31", NOW)).toEqual({ ok: true, expiresAt: "2027-01-01T00:00:00.000Z" });
    expect(expiryDay("2027-01-01T00:00:00.000Z")).toBe("2026-12-31");
    expect(expiryDay(null)).toBe("");
  });

  it("refuses malformed, impossible, past and far-off dates, saying why", () => {
    expect(parseExpiry("23-11-2026", NOW)).toEqual({ ok: false, problem: "invalid" });
    expect(parseExpiry("2026-02-30", NOW)).toEqual({ ok: false, problem: "invalid" });
    expect(parseExpiry("2026-11-22", NOW)).toEqual({ ok: false, problem: "past" });
    expect(parseExpiry("2029-01-01", NOW)).toEqual({ ok: false, problem: "tooFar" });
  });
});
