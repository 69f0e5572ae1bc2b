import { describe, expect, it } from "vitest";

import { UPDATE_TYPES } from "../../domain/updates";
import { UPDATE_TYPE_LABELS, updateTypeLabel } from "./update-type-texts";

describe("the update types' names", () => {
  it("names the six types as the spec does", () => {
    expect(UPDATE_TYPES.map(updateTypeLabel)).toEqual([
      "Funding",
      "Product",
      "Growth",
      "Milestone",
      "Team",
      "Metrics",
    ]);
    expect(Object.keys(UPDATE_TYPE_LABELS)).toEqual([...UPDATE_TYPES]);
  });
  it("shows an unknown type as stored", () => {
    expect(updateTypeLabel("partnership")).toBe("partnership");
  });
});
