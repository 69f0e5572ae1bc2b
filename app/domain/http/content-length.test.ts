import { describe, expect, it } from "vitest";

import { declaredLength } from "./content-length";

describe("declaredLength", () => {
  it("reads a whole number of bytes", () => {
    expect(declaredLength("0")).toBe(0);
    expect(declaredLength("52428800")).toBe(52_428_800);
    expect(declaredLength(" 17 ")).toBe(17);
  });

  it("is null for a missing or malformed header", () => {
    for (const header of [null, "", "-1", "1.5", "1e6", "0x10", "12 34", "abc", "1234567890123456"])
      expect(declaredLength(header)).toBeNull();
  });
});
