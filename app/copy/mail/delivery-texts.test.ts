import { describe, expect, it } from "vitest";

import { checkMailConfig } from "../../domain/mail/config";
import { decideAfterFailure, MAIL_MAX_ATTEMPTS } from "../../domain/mail/delivery";
import { configFailureReason, deliveryReasonText, mailConfigProblemText } from "./delivery-texts";

const problems = (raw: object) => {
  const checked = checkMailConfig(raw);
  return checked.ok ? [] : checked.problems;
};

describe("the mail settings' problems in words", () => {
  it("names each setting and what it should be", () => {
    expect(problems({ MAIL_TRANSPORT: "carrier-pigeon" }).map(mailConfigProblemText)).toEqual([
      "MAIL_TRANSPORT must be 'outbox' or 'resend' (it is 'carrier-pigeon').",
      "MAIL_API_KEY (a secret) is missing: it is required when MAIL_TRANSPORT is 'carrier-pigeon'.",
      "MAIL_FROM is not set: the sender address, on a domain verified at the mail service.",
    ]);
    expect(
      problems({ MAIL_TRANSPORT: "resend", MAIL_API_KEY: "k", MAIL_FROM: "updates" }).map(
        mailConfigProblemText,
      ),
    ).toEqual(["MAIL_FROM is not an address ('updates@acme.nl' or 'Acme <updates@acme.nl>')."]);
    expect(
      problems({ MAIL_TRANSPORT: "resend", MAIL_API_KEY: "k", MAIL_FROM: "updates@example.com" }).map(
        mailConfigProblemText,
      ),
    ).toEqual([
      "MAIL_FROM is still a placeholder (updates@example.com): use an address on your own domain, verified at the mail service.",
    ]);
  });

  it("a mail failed for its configuration says so in one line", () => {
    expect(configFailureReason(problems({ MAIL_TRANSPORT: "resend", MAIL_FROM: "updates@acme.nl" }))).toBe(
      "Mail is not configured: MAIL_API_KEY (a secret) is missing: it is required when MAIL_TRANSPORT is 'resend'.",
    );
  });
});

describe("a failed send's reason in words", () => {
  const now = new Date("2026-10-21T07:00:00Z");
  const reason = (...args: Parameters<typeof decideAfterFailure>) =>
    deliveryReasonText(decideAfterFailure(...args).reason);

  it("a refusal, an attempt that failed, and the last attempt", () => {
    expect(reason({ status: 422, message: "invalid from address" }, 1, now)).toBe(
      "Refused by the mail service (422): invalid from address",
    );
    expect(reason({ status: 503, message: "unavailable" }, 2, now)).toBe(
      "Attempt 2 of 6: the mail service answered 503: unavailable",
    );
    expect(reason({ status: 429, retryAfter: "5", message: "rate limited" }, MAIL_MAX_ATTEMPTS, now)).toBe(
      "Not sent after 6 attempts; last: the mail service answered 429: rate limited",
    );
    expect(reason({ status: null, message: "timeout" }, MAIL_MAX_ATTEMPTS, now)).toBe(
      "Not sent after 6 attempts; last: no answer from the mail service (timeout)",
    );
  });
});
