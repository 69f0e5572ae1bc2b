import { describe, expect, it } from "vitest";

import {
  agreementChanged,
  codeCheckKeys,
  codeFromRandom,
  codeSendKeys,
  codeUsable,
  emailMayPass,
  GATE_CODE_TTL_MS,
  nextGateStep,
  normalizeCode,
  onList,
  parseEmailList,
} from "./gate-access";

describe("gate codes", () => {
  it("draws six digits, keeping leading zeros, and skips words that would bias the draw", () => {
    expect(codeFromRandom(new Uint32Array([42]))).toBe("000042");
    expect(codeFromRandom(new Uint32Array([1_234_567]))).toBe("234567");
    expect(codeFromRandom(new Uint32Array([0xffff_ffff, 7]))).toBe("000007");
    expect(codeFromRandom(new Uint32Array([0xffff_ffff]))).toBeNull();
  });

  it("accepts a pasted code with spaces or a dash, and nothing but six digits", () => {
    expect(normalizeCode(" 123 456 ")).toBe("123456");
    expect(normalizeCode("123-456")).toBe("123456");
    expect(normalizeCode("12345")).toBeNull();
    expect(normalizeCode("1234567")).toBeNull();
    expect(normalizeCode("12a456")).toBeNull();
  });

  it("opens for ten minutes and only once", () => {
    const createdAt = "2026-11-27T10:00:00.000Z";
    const at = (ms: number) => new Date(Date.parse(createdAt) + ms);
    expect(codeUsable({ createdAt, usedAt: null }, at(GATE_CODE_TTL_MS - 1))).toBe(true);
    expect(codeUsable({ createdAt, usedAt: null }, at(GATE_CODE_TTL_MS))).toBe(false);
    expect(codeUsable({ createdAt, usedAt: createdAt }, at(1000))).toBe(false);
  });

  it("throttles sends per address and per e-mail, checks per e-mail (cleared on success) and per address", () => {
    expect(codeSendKeys("c1", "198.51.100.7", "a@b.nl").map((e) => e.key)).toEqual([
      "gate-code-send:addr:198.51.100.7",
      "gate-code-send:c1:email:a@b.nl",
    ]);
    const check = codeCheckKeys("c1", "198.51.100.7", "a@b.nl");
    expect(check.entries.map((e) => e.key)).toContain(check.strict);
    expect(check.entries.find((e) => e.key === check.strict)!.policy.maxAttempts).toBe(5);
  });
});

describe("allow and block lists", () => {
  it("reads addresses and domains in any case, one per line or comma, and names the rest", () => {
    const { entries, invalid } = parseEmailList(
      "Ann@Fund.COM\n@rival.com, Capital.NL;  \nnot an entry\nann@fund.com",
    );
    expect(entries).toEqual([
      { kind: "email", value: "ann@fund.com" },
      { kind: "domain", value: "rival.com" },
      { kind: "domain", value: "capital.nl" },
    ]);
    expect(invalid).toEqual(["not an entry"]);
  });

  it("matches an address, its domain and the domain's subdomains, never a look-alike", () => {
    const { entries } = parseEmailList("rival.com\nann@fund.com");
    expect(onList("Bob@RIVAL.com", entries)).toBe(true);
    expect(onList("bob@eu.mail.rival.com", entries)).toBe(true);
    expect(onList("bob@notrival.com", entries)).toBe(false);
    expect(onList("bob@rival.com.evil.io", entries)).toBe(false);
    expect(onList("ANN@fund.com", entries)).toBe(true);
    expect(onList("bob@fund.com", entries)).toBe(false);
  });

  it("refuses a blocked address even when allowed; with an allow list only those pass", () => {
    const allow = parseEmailList("fund.com").entries;
    const block = parseEmailList("intern@fund.com").entries;
    expect(emailMayPass("ann@fund.com", { allow, block })).toBe(true);
    expect(emailMayPass("intern@fund.com", { allow, block })).toBe(false);
    expect(emailMayPass("ann@other.com", { allow, block })).toBe(false);
    expect(emailMayPass("ann@other.com", { allow: [], block })).toBe(true);
  });
});

describe("the gate's steps", () => {
  const lists = { allow: [], block: parseEmailList("rival.com").entries };
  const base = {
    verificationRequired: true,
    verifiedEmail: null,
    lists,
    ndaVersion: null,
    acceptedNdaVersion: null,
  };

  it("asks for a verified e-mail, then the current agreement, then opens", () => {
    expect(nextGateStep(base)).toBe("verify");
    expect(nextGateStep({ ...base, verifiedEmail: "a@fund.com" })).toBeNull();
    expect(nextGateStep({ ...base, verifiedEmail: "a@fund.com", ndaVersion: 2 })).toBe("nda");
    expect(nextGateStep({ ...base, verifiedEmail: "a@fund.com", ndaVersion: 2, acceptedNdaVersion: 1 })).toBe(
      "nda",
    );
    expect(
      nextGateStep({ ...base, verifiedEmail: "a@fund.com", ndaVersion: 2, acceptedNdaVersion: 2 }),
    ).toBeNull();
    expect(nextGateStep({ ...base, verificationRequired: false, ndaVersion: 1 })).toBe("nda");
  });

  it("refuses a verified address the lists refuse (also one blocked after it verified)", () => {
    expect(nextGateStep({ ...base, verifiedEmail: "x@mail.rival.com" })).toBe("refused");
    expect(nextGateStep({ ...base, verificationRequired: false, verifiedEmail: "x@rival.com" })).toBe(
      "refused",
    );
  });

  it("makes a new agreement version only when the text changed", () => {
    expect(agreementChanged(null, "Keep it secret.")).toBe(true);
    expect(agreementChanged("Keep it secret.\r\n", "Keep it secret.  ")).toBe(false);
    expect(agreementChanged("Keep it secret.", "Keep it quiet.")).toBe(true);
  });
});
