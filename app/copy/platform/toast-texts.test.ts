import { describe, expect, it } from "vitest";

import { boundToast } from "../../domain/toast";
import { TOAST_TEXTS } from "./toast-texts";

describe("a toast's general words", () => {
  it("says a database error in general Dutch words", () => {
    expect(
      boundToast({ title: "Fout", description: "D1_ERROR: SQLITE_TOOBIG" }, TOAST_TEXTS.internalError),
    ).toEqual({
      title: "Fout",
      description: "Er is een fout opgetreden. Probeer het opnieuw.",
    });
  });
});
