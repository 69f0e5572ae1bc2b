import { describe, expect, it } from "vitest";

import {
  backoffSeconds,
  decideAfterFailure,
  isPermanentRefusal,
  MAIL_MAX_ATTEMPTS,
  parseRetryAfter,
} from "./delivery";

const now = new Date("2026-06-01T10:00:00.000Z");

describe("Retry-After", () => {
  it("reads delta-seconds and HTTP dates, within 1 s … 12 h", () => {
    expect(parseRetryAfter("7", now)).toBe(7);
    expect(parseRetryAfter(" 30 ", now)).toBe(30);
    expect(parseRetryAfter("0", now)).toBe(1);
    expect(parseRetryAfter("999999", now)).toBe(43_200);
    expect(parseRetryAfter("Mon, 01 Jun 2026 10:02:00 GMT", now)).toBe(120);
    expect(parseRetryAfter("Mon, 01 Jun 2026 09:00:00 GMT", now)).toBe(1);
  });
  it("is null when absent or unreadable", () => {
    expect(parseRetryAfter(null, now)).toBeNull();
    expect(parseRetryAfter("", now)).toBeNull();
    expect(parseRetryAfter("soon", now)).toBeNull();
    expect(parseRetryAfter("-5", now)).toBeNull();
  });
});

describe("after a failed send", () => {
  it("a 429 is retried after the API's Retry-After, else with the backoff", () => {
    expect(decideAfterFailure({ status: 429, retryAfter: "42", message: "rate limited" }, 1, now)).toEqual({
      action: "retry",
      delaySeconds: 42,
      reason: {
        code: "attemptFailed",
        attempt: 1,
        of: 6,
        last: { status: 429, retryAfter: "42", message: "rate limited" },
      },
    });
    expect(decideAfterFailure({ status: 429, message: "rate limited" }, 3, now)).toMatchObject({
      action: "retry",
      delaySeconds: backoffSeconds(3),
    });
  });

  it("400, 401, 403, 404 and 422 fail at once, on any attempt", () => {
    for (const status of [400, 401, 403, 404, 422]) {
      expect(isPermanentRefusal(status)).toBe(true);
      expect(decideAfterFailure({ status, message: "invalid from address" }, 1, now)).toEqual({
        action: "fail",
        reason: { code: "refused", status, message: "invalid from address" },
      });
    }
  });

  it("5xx, 408, 409 and no answer are retried with a growing delay", () => {
    for (const status of [500, 502, 503, 408, 409, null]) expect(isPermanentRefusal(status)).toBe(false);
    expect(isPermanentRefusal(429)).toBe(false);
    expect([1, 2, 3, 4, 5].map(backoffSeconds)).toEqual([10, 20, 40, 80, 160]);
    expect(backoffSeconds(20)).toBe(600);
    expect(decideAfterFailure({ status: 503, message: "unavailable" }, 2, now)).toEqual({
      action: "retry",
      delaySeconds: 20,
      reason: { code: "attemptFailed", attempt: 2, of: 6, last: { status: 503, message: "unavailable" } },
    });
    expect(decideAfterFailure({ status: null, message: "connection reset" }, 1, now)).toMatchObject({
      action: "retry",
      delaySeconds: 10,
    });
  });

  it("the last attempt fails whatever the error, with what went wrong last", () => {
    expect(
      decideAfterFailure({ status: 429, retryAfter: "5", message: "rate limited" }, MAIL_MAX_ATTEMPTS, now),
    ).toEqual({
      action: "fail",
      reason: {
        code: "gaveUp",
        attempts: 6,
        last: { status: 429, retryAfter: "5", message: "rate limited" },
      },
    });
    expect(decideAfterFailure({ status: null, message: "timeout" }, MAIL_MAX_ATTEMPTS, now)).toEqual({
      action: "fail",
      reason: { code: "gaveUp", attempts: 6, last: { status: null, message: "timeout" } },
    });
  });
});
