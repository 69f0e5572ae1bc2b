import { describe, expect, it } from "vitest";

import { describeFinalSaveFailure, describeSaveError, SAVE_ERROR_MESSAGES } from "./save-errors";

describe("describeSaveError", () => {
  it("maps SQLite/D1 constraint messages to the spec's Dutch texts", () => {
    expect(
      describeSaveError(
        new Error("D1_ERROR: UNIQUE constraint failed: startup_data.company_id: SQLITE_CONSTRAINT"),
      ),
    ).toBe("Er bestaat al data voor deze gebruiker. Probeer de gegevens bij te werken.");
    expect(
      describeSaveError(
        new Error("D1_ERROR: NOT NULL constraint failed: startup_data.company_name: SQLITE_CONSTRAINT"),
      ),
    ).toBe("Sommige verplichte velden ontbreken. Controleer je gegevens.");
    expect(describeSaveError(new Error("D1_ERROR: FOREIGN KEY constraint failed: SQLITE_CONSTRAINT"))).toBe(
      SAVE_ERROR_MESSAGES.accessDenied,
    );
  });

  it("looks through the ORM's wrapper to the database error (its cause)", () => {
    const wrapped = new Error("Failed query: insert into startup_data …", {
      cause: new Error("D1_ERROR: UNIQUE constraint failed: startup_data.company_id"),
    });
    expect(describeSaveError(wrapped)).toBe(SAVE_ERROR_MESSAGES.duplicate);
    const other = new Error("Failed query: select …", { cause: new Error("D1_ERROR: no such column: x") });
    expect(describeSaveError(other)).toBe(SAVE_ERROR_MESSAGES.other);
  });

  it("falls back to 'Database fout: …' in general words, never the database's own message", () => {
    for (const error of [new Error("D1_ERROR: no such table: startup_data"), "timeout"]) {
      expect(describeSaveError(error)).toBe(
        "Database fout: de gegevens konden niet worden opgeslagen. Probeer het later opnieuw.",
      );
      expect(describeSaveError(error)).not.toMatch(/D1_ERROR|startup_data|timeout/);
    }
  });

  it("final save: a non-standard error gives 'Onbekende fout opgetreden'", () => {
    expect(describeFinalSaveFailure({ weird: true })).toBe("Onbekende fout opgetreden");
    expect(describeFinalSaveFailure(new Error("NOT NULL constraint failed: x"))).toBe(
      SAVE_ERROR_MESSAGES.notNull,
    );
  });
});
