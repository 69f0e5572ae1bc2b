import { describe, expect, it } from "vitest";

import { absoluteExpiry, readUserAgent, SESSION_IDLE_MS, sessionIsLive, shouldTouch } from "./sessions";

const T0 = new Date("2026-03-01T10:00:00.000Z");
const at = (ms: number) => new Date(T0.getTime() + ms);
const DAY = 24 * 60 * 60 * 1000;

describe("session lifetime", () => {
  const row = { createdAt: T0.toISOString(), lastSeenAt: T0.toISOString(), expiresAt: absoluteExpiry(T0) };

  it("ends 7 days after the last use", () => {
    expect(sessionIsLive(row, at(SESSION_IDLE_MS - 1000))).toBe(true);
    expect(sessionIsLive(row, at(SESSION_IDLE_MS))).toBe(false);
  });

  it("ends 30 days after sign-in, however recently used", () => {
    const used = { ...row, lastSeenAt: at(29.9 * DAY).toISOString() };
    expect(sessionIsLive(used, at(29.95 * DAY))).toBe(true);
    expect(sessionIsLive(used, at(30 * DAY))).toBe(false);
  });

  it("writes the last use at most every five minutes", () => {
    expect(shouldTouch(T0.toISOString(), at(4 * 60_000))).toBe(false);
    expect(shouldTouch(T0.toISOString(), at(5 * 60_000))).toBe(true);
    expect(shouldTouch(null, T0)).toBe(true);
  });

  it("reads the browser and the system", () => {
    expect(
      readUserAgent(
        "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36",
      ),
    ).toEqual({ browser: "Chrome", system: "Linux" });
    expect(
      readUserAgent(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
      ),
    ).toEqual({ browser: "Safari", system: "iOS" });
    expect(
      readUserAgent("Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0"),
    ).toEqual({ browser: "Firefox", system: "Windows" });
    expect(readUserAgent(null)).toEqual({ browser: null, system: null });
  });
});
