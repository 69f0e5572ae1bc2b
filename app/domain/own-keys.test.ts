import { describe, expect, it } from "vitest";

import { isOwnKey, ownValue } from "./own-keys";

// Every name an ordinary object inherits, plus the classic pollution keys.
const INHERITED = [
  ...Object.getOwnPropertyNames(Object.prototype),
  "__proto__",
  "constructor.prototype",
  "prototype",
];

describe("own-key lookups", () => {
  const table = { save: "Opslaan", delete: "Verwijderen" } as const;

  it("find the table's own keys", () => {
    expect(ownValue(table, "save")).toBe("Opslaan");
    expect(isOwnKey(table, "delete")).toBe(true);
  });

  it.each(INHERITED)("never find the inherited %s", (key) => {
    expect(ownValue(table, key)).toBeUndefined();
    expect(isOwnKey(table, key)).toBe(false);
  });

  it("refuse keys that are not strings", () => {
    for (const key of [null, undefined, {}, ["save"], Symbol.iterator]) {
      expect(ownValue(table, key)).toBeUndefined();
      expect(isOwnKey(table, key)).toBe(false);
    }
  });

  it("find an own key even when it shadows an inherited name", () => {
    const shadowing: Record<string, number> = Object.fromEntries([["constructor", 1]]);
    expect(ownValue(shadowing, "constructor")).toBe(1);
  });
});
