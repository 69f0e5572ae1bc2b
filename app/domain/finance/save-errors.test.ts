import { describe, expect, it } from "vitest";

import { finalSaveProblemOf, saveProblemOf } from "./save-errors";

describe("saveProblemOf", () => {
  it("reads SQLite/D1 constraint messages", () => {
    expect(
      saveProblemOf(
        new Error("D1_ERROR: UNIQUE constraint failed: startup_data.company_id: SQLITE_CONSTRAINT"),
      ),
    ).toBe("duplicate");
    expect(
      saveProblemOf(
        new Error("D1_ERROR: NOT NULL constraint failed: startup_data.company_name: SQLITE_CONSTRAINT"),
      ),
    ).toBe("notNull");
    expect(saveProblemOf(new Error("D1_ERROR: FOREIGN KEY constraint failed: SQLITE_CONSTRAINT"))).toBe(
      "accessDenied",
    );
  });

  it("looks through the ORM's wrapper to the database error (its cause)", () => {
    const wrapped = new Error("Failed query: insert into startup_data …", {
      cause: new Error("D1_ERROR: UNIQUE constraint failed: startup_data.company_id"),
    });
    expect(saveProblemOf(wrapped)).toBe("duplicate");
    const other = new Error("Failed query: select …", { cause: new Error("D1_ERROR: no such column: x") });
    expect(saveProblemOf(other)).toBe("other");
  });

  it("calls anything else 'other', whatever its message", () => {
    for (const error of [new Error("D1_ERROR: no such table: startup_data"), "timeout", null]) {
      expect(saveProblemOf(error)).toBe("other");
    }
  });

  it("final save: a non-standard error is unknown", () => {
    expect(finalSaveProblemOf({ weird: true })).toBe("unknown");
    expect(finalSaveProblemOf(new Error(""))).toBe("unknown");
    expect(finalSaveProblemOf(new Error("NOT NULL constraint failed: x"))).toBe("notNull");
  });
});
