import { describe, expect, it } from "vitest";

import {
  ACCESS_CODE_ALPHABET,
  accessCodeFrom,
  GENERATED_CODE_CHARS,
  MIN_ACCESS_CODE_CHARS,
} from "./access-code";

const bytes = (...values: number[]) => Uint8Array.from(values);

describe("accessCodeFrom", () => {
  it("makes 12 characters in three groups of four from the unambiguous alphabet", () => {
    const code = accessCodeFrom(bytes(...Array.from({ length: 12 }, (_, i) => i)))!;
    expect(code).toBe("abcd-efgh-jkmn");
    expect(code.replace(/-/g, "")).toHaveLength(GENERATED_CODE_CHARS);
    expect(code.length).toBeGreaterThanOrEqual(MIN_ACCESS_CODE_CHARS);
  });

  it("has no characters that read alike", () => {
    expect(ACCESS_CODE_ALPHABET).toHaveLength(31);
    for (const c of "ilo01") expect(ACCESS_CODE_ALPHABET).not.toContain(c);
  });

  it("skips bytes that would favour some characters (248 and up), so every character is equally likely", () => {
    const code = accessCodeFrom(bytes(255, 248, ...Array.from({ length: 12 }, () => 247)))!;
    // 247 % 31 = 30: the last character of the alphabet, twelve times.
    expect(code).toBe("9999-9999-9999");
  });

  it("answers null when the bytes run out", () => {
    expect(accessCodeFrom(bytes(1, 2, 3))).toBeNull();
    expect(accessCodeFrom(bytes(...Array.from({ length: 40 }, () => 250)))).toBeNull();
  });
});
