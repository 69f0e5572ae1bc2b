import { createHmac } from "node:crypto";

import { describe, expect, it } from "vitest";

import {
  base32Decode,
  base32Encode,
  candidateSteps,
  counterBytes,
  formatRecoveryCode,
  normalizeRecoveryCode,
  normalizeTotpCode,
  otpauthUri,
  totpStep,
  truncate,
} from "./totp";

// RFC 6238 appendix B: the SHA-1 seed is the ASCII of "12345678901234567890"; codes of 8 digits.
const SEED = new TextEncoder().encode("12345678901234567890");
const hmac = (step: number) => new Uint8Array(createHmac("sha1", SEED).update(counterBytes(step)).digest());

describe("TOTP (RFC 6238)", () => {
  it("gives the RFC's SHA-1 test vectors", () => {
    const vectors: [number, string][] = [
      [59, "94287082"],
      [1111111109, "07081804"],
      [1111111111, "14050471"],
      [1234567890, "89005924"],
      [2000000000, "69279037"],
      [20000000000, "65353130"],
    ];
    for (const [seconds, code] of vectors) expect(truncate(hmac(totpStep(seconds * 1000)), 8)).toBe(code);
    // Six digits, as the apps show: the last six of the same number.
    expect(truncate(hmac(totpStep(59_000)))).toBe("287082");
  });

  it("round-trips base32 and reads RFC 4648's examples", () => {
    expect(base32Encode(new TextEncoder().encode("foobar"))).toBe("MZXW6YTBOI");
    expect(new TextDecoder().decode(base32Decode("mzxw 6ytb oi======")!)).toBe("foobar");
    expect(base32Decode("not base32!")).toBeNull();
    const bytes = Uint8Array.from({ length: 20 }, (_, i) => i * 13);
    expect([...base32Decode(base32Encode(bytes))!]).toEqual([...bytes]);
  });

  it("accepts the current step and one either side", () => {
    expect(candidateSteps(59_000)).toEqual([1, 0, 2]);
  });

  it("reads codes as typed and builds the otpauth URI", () => {
    expect(normalizeTotpCode(" 287 082 ")).toBe("287082");
    expect(normalizeTotpCode("28708")).toBeNull();
    expect(normalizeTotpCode("abcdef")).toBeNull();
    const uri = otpauthUri({
      issuer: "Investor Relations",
      account: "ann@example.com",
      secret: "JBSWY3DPEHPK3PXP",
    });
    expect(uri).toBe(
      "otpauth://totp/Investor%20Relations:ann%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Investor+Relations&algorithm=SHA1&digits=6&period=30",
    );
  });

  it("formats recovery codes in four groups and reads them back however typed", () => {
    const code = formatRecoveryCode(Uint8Array.from({ length: 10 }, (_, i) => i * 25));
    expect(code).toMatch(/^[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}$/);
    expect(normalizeRecoveryCode(code.toUpperCase().replace(/-/g, " "))).toBe(code);
    expect(normalizeRecoveryCode("too-short")).toBeNull();
  });
});
