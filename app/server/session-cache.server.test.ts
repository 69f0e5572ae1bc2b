import { describe, expect, it } from "vitest";
import { forgetSession, recallSession, rememberSession, SESSION_CACHE_MS } from "./session-cache.server";

describe("session cache", () => {
  const t0 = Date.parse("2026-11-23T12:00:00Z");
  const far = "2026-12-23T12:00:00.000Z";

  it("remembers a session for a few seconds, then reads it again", () => {
    rememberSession("s-1", { userId: "u-1" }, far, t0);
    expect(recallSession("s-1", t0 + SESSION_CACHE_MS - 1)).toEqual({ userId: "u-1" });
    expect(recallSession("s-1", t0 + SESSION_CACHE_MS)).toBeUndefined();
  });

  it("never keeps a session past its own expiry", () => {
    const soon = new Date(t0 + 1_000).toISOString();
    rememberSession("s-2", { userId: "u-2" }, soon, t0);
    expect(recallSession("s-2", t0 + 999)).toEqual({ userId: "u-2" });
    expect(recallSession("s-2", t0 + 1_000)).toBeUndefined();
    rememberSession("s-3", { userId: "u-3" }, new Date(t0 - 1).toISOString(), t0);
    expect(recallSession("s-3", t0)).toBeUndefined();
  });

  it("forgets a session at once", () => {
    rememberSession("s-4", { userId: "u-4" }, far, t0);
    forgetSession("s-4");
    expect(recallSession("s-4", t0)).toBeUndefined();
  });
});
