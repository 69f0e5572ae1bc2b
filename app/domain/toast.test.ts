import { describe, expect, it } from "vitest";

import { boundToast as bound, cutText, looksInternal, TOAST_LIMITS } from "./toast";

/** A stand-in for the general words (app/copy tests the wording). */
const INTERNAL = "[internal error]";
const boundToast = <T extends { title: string; description?: string }>(toast: T) => bound(toast, INTERNAL);

describe("toasts stay short", () => {
  it("cuts each text to its limit on a character boundary", () => {
    const long = boundToast({ title: "t".repeat(5_000), description: "d".repeat(12_000_000) });
    expect(long.title).toHaveLength(TOAST_LIMITS.title);
    expect(long.description).toHaveLength(TOAST_LIMITS.description);
    expect(long.description!.endsWith("…")).toBe(true);
    // An emoji across the cut is dropped whole, never halved.
    const cut = cutText(`${"a".repeat(8)}😀😀`, 10);
    expect(cut).toBe(`${"a".repeat(8)}…`);
    expect(cutText("kort", 10)).toBe("kort");
  });

  it("replaces a database error's own words", () => {
    const sqlError =
      'Failed query: insert into "monthly_costs" ("id", "name") values (?, ?)\nparams: abc,def';
    expect(boundToast({ title: "Fout", description: sqlError })).toEqual({
      title: "Fout",
      description: INTERNAL,
    });
    expect(looksInternal("D1_ERROR: string or blob too big: SQLITE_TOOBIG")).toBe(true);
    expect(looksInternal("select name from users")).toBe(true);
    // The app's own copy passes unchanged.
    const own = {
      title: "Update created",
      description:
        "Update created successfully; notifications to 3 VCs are being sent (the update shows how many went out).",
      variant: "default" as const,
    };
    expect(boundToast(own)).toEqual(own);
    expect(looksInternal("Selecteer een bestand uit de lijst")).toBe(false);
    expect(boundToast({ title: "Bestand verwijderd" })).toEqual({ title: "Bestand verwijderd" });
  });
});
