import { describe, expect, it } from "vitest";

import { parseRetentionMonths, retentionCutoff } from "./retention";

describe("retention", () => {
  it("cuts off whole calendar months before now, same time of day", () => {
    expect(retentionCutoff(new Date("2026-11-24T03:00:00.000Z"), 12)).toBe("2025-11-24T03:00:00.000Z");
    expect(retentionCutoff(new Date("2026-01-15T10:30:00.000Z"), 1)).toBe("2025-12-15T10:30:00.000Z");
    expect(retentionCutoff(new Date("2026-05-10T00:00:00.000Z"), 24)).toBe("2024-05-10T00:00:00.000Z");
  });

  it("takes the month's last day when the earlier month is shorter", () => {
    expect(retentionCutoff(new Date("2026-03-31T08:00:00.000Z"), 1)).toBe("2026-02-28T08:00:00.000Z");
    expect(retentionCutoff(new Date("2024-03-31T08:00:00.000Z"), 1)).toBe("2024-02-29T08:00:00.000Z");
    expect(retentionCutoff(new Date("2026-12-31T08:00:00.000Z"), 6)).toBe("2026-06-30T08:00:00.000Z");
  });

  it("keeps a stored period within bounds", () => {
    expect(retentionCutoff(new Date("2026-11-24T00:00:00.000Z"), 0)).toBe("2025-11-24T00:00:00.000Z");
    expect(retentionCutoff(new Date("2026-11-24T00:00:00.000Z"), 500)).toBe("2021-11-24T00:00:00.000Z");
  });

  it("accepts whole months from 1 to 60 and says why otherwise", () => {
    expect(parseRetentionMonths(" 12 ")).toEqual({ ok: true, months: 12 });
    expect(parseRetentionMonths("1")).toEqual({ ok: true, months: 1 });
    expect(parseRetentionMonths("60")).toEqual({ ok: true, months: 60 });
    for (const bad of ["", "0", "61", "1.5", "-3", "twelve", "1e1"]) {
      const parsed = parseRetentionMonths(bad);
      expect(parsed, bad).toEqual({ ok: false });
    }
  });
});
