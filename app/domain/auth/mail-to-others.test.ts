import { describe, expect, it } from "vitest";

import { MAIL_TO_OTHERS_INTENTS, mailsOthers, mayPost } from "./mail-to-others";

const form = (fields: Record<string, string> = {}) => new URLSearchParams(fields);
const unverified = { emailVerified: false };
const verified = { emailVerified: true };

describe("mail to others waits for a confirmed address", () => {
  it("refuses every intent that mails others until the address is confirmed", () => {
    expect(MAIL_TO_OTHERS_INTENTS).toEqual(
      expect.arrayContaining(["investor.invite", "team.invite", "outbox.resend", "update.create"]),
    );
    for (const intent of ["investor.invite", "team.invite", "outbox.resend"]) {
      expect(mayPost(unverified, intent, form()), intent).toBe(false);
      expect(mayPost(verified, intent, form()), intent).toBe(true);
    }
  });

  it("lets an update without notifications through; with them it mails the subscribers", () => {
    expect(mailsOthers("update.create", form())).toBe(false);
    expect(mailsOthers("update.create", form({ sendNotifications: "" }))).toBe(false);
    expect(mailsOthers("update.create", form({ sendNotifications: "on" }))).toBe(true);
    expect(mayPost(unverified, "update.create", form({ title: "No mail" }))).toBe(true);
    expect(mayPost(unverified, "update.create", form({ sendNotifications: "on" }))).toBe(false);
  });

  it("leaves every other intent alone, also names of Object.prototype", () => {
    for (const intent of [
      "investor.revoke",
      "update.edit",
      "video.create",
      "settings.profile",
      "verify.resend",
      "constructor",
      "__proto__",
      "",
    ]) {
      expect(mailsOthers(intent, form({ sendNotifications: "on" })), intent).toBe(false);
      expect(mayPost(unverified, intent, form()), intent).toBe(true);
    }
  });
});
