import { describe, expect, it } from "vitest";

import { summariseDeliveries, UNSENT_AFTER_MINUTES, unsentCutoff } from "./fan-out";

describe("update deliveries", () => {
  it("counts all, sent and failed per update; pending, sending and queued are on their way", () => {
    expect(
      summariseDeliveries([
        { updateId: "a", status: "sent", count: 35 },
        { updateId: "a", status: "pending", count: 200 },
        { updateId: "a", status: "sending", count: 60 },
        { updateId: "a", status: "failed", count: 5 },
        { updateId: "b", status: "queued", count: 2 },
      ]),
    ).toEqual({ a: { total: 300, sent: 35, failed: 5 }, b: { total: 2, sent: 0, failed: 0 } });
    expect(summariseDeliveries([])).toEqual({});
  });

  it("a row is stopped when its status has not moved for the deadline", () => {
    expect(UNSENT_AFTER_MINUTES).toBe(30);
    expect(unsentCutoff(new Date("2026-11-27T10:00:00.000Z"))).toBe("2026-11-27T09:30:00.000Z");
  });
});
