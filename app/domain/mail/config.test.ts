import { describe, expect, it } from "vitest";

import { checkMailConfig, senderAddress } from "./config";

describe("mail configuration", () => {
  it("defaults to the outbox, which needs no key and no real sender", () => {
    expect(checkMailConfig({})).toEqual({
      ok: true,
      config: { transport: "outbox", from: "updates@example.com", apiKey: undefined },
    });
    expect(checkMailConfig({ MAIL_TRANSPORT: "outbox", MAIL_FROM: "updates@example.com" })).toMatchObject({
      ok: true,
    });
  });

  it("resend with a key and a sender on a real domain is ready", () => {
    expect(
      checkMailConfig({
        MAIL_TRANSPORT: "resend",
        MAIL_API_KEY: "re_123",
        MAIL_FROM: "Acme <updates@acme.nl>",
      }),
    ).toEqual({
      ok: true,
      config: { transport: "resend", from: "Acme <updates@acme.nl>", apiKey: "re_123" },
    });
  });

  it("resend without MAIL_API_KEY is not configured, and says which secret is missing", () => {
    const checked = checkMailConfig({
      MAIL_TRANSPORT: "resend",
      MAIL_FROM: "updates@acme.nl",
      MAIL_API_KEY: "  ",
    });
    expect(checked).toEqual({
      ok: false,
      transport: "resend",
      from: "updates@acme.nl",
      problems: [{ code: "apiKeyMissing", transport: "resend" }],
    });
  });

  it("resend without MAIL_FROM, with a malformed one or the example placeholder is not configured", () => {
    expect(checkMailConfig({ MAIL_TRANSPORT: "resend", MAIL_API_KEY: "k" })).toMatchObject({
      ok: false,
      problems: [{ code: "fromMissing" }],
    });
    expect(
      checkMailConfig({ MAIL_TRANSPORT: "resend", MAIL_API_KEY: "k", MAIL_FROM: "updates" }),
    ).toMatchObject({ ok: false, problems: [{ code: "fromInvalid" }] });
    expect(
      checkMailConfig({ MAIL_TRANSPORT: "resend", MAIL_API_KEY: "k", MAIL_FROM: "updates@example.com" }),
    ).toMatchObject({
      ok: false,
      problems: [{ code: "fromPlaceholder", address: "updates@example.com" }],
    });
    expect(
      checkMailConfig({
        MAIL_TRANSPORT: "resend",
        MAIL_API_KEY: "k",
        MAIL_FROM: "Acme <news@mail.acme.test>",
      }),
    ).toMatchObject({ ok: false });
  });

  it("an unknown transport is named, with every other problem", () => {
    const checked = checkMailConfig({ MAIL_TRANSPORT: "carrier-pigeon" });
    expect(checked).toMatchObject({ ok: false, transport: "carrier-pigeon" });
    expect(checked.ok ? [] : checked.problems).toEqual([
      { code: "transportUnknown", transport: "carrier-pigeon" },
      { code: "apiKeyMissing", transport: "carrier-pigeon" },
      { code: "fromMissing" },
    ]);
    const long = checkMailConfig({
      MAIL_TRANSPORT: "x".repeat(50),
      MAIL_API_KEY: "k",
      MAIL_FROM: "a@acme.nl",
    });
    expect(long.ok ? [] : long.problems).toEqual([{ code: "transportUnknown", transport: "x".repeat(40) }]);
  });

  it("reads a sender's address with or without a name", () => {
    expect(senderAddress("updates@acme.nl")).toBe("updates@acme.nl");
    expect(senderAddress("Acme Updates <updates@acme.nl>")).toBe("updates@acme.nl");
    expect(senderAddress("Acme <updates@acme>")).toBeNull();
    expect(senderAddress("a b@acme.nl")).toBeNull();
  });
});
