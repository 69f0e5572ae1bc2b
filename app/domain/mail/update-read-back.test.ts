import { describe, expect, it } from "vitest";

import { checkReply, renderUpdateReplyMail } from "../site/update-reply";
import { isUpdateReaction, PIXEL_GIF, readBack, readRecipientLink } from "./update-read-back";

describe("read-back links", () => {
  it("take only a well-formed outbox key and signature", () => {
    const sig = "A".repeat(43);
    expect(readRecipientLink(new URLSearchParams({ r: "update:u-1:sub:s_1", rt: sig }))).toEqual({
      key: "update:u-1:sub:s_1",
      token: sig,
    });
    expect(readRecipientLink(new URLSearchParams({ r: "update:u1:inv:i1", rt: sig }))).not.toBeNull();
    expect(readRecipientLink(new URLSearchParams({ r: "request:1:to:2", rt: sig }))).toBeNull();
    expect(readRecipientLink(new URLSearchParams({ r: "update:u1:sub:s1", rt: "short" }))).toBeNull();
    expect(readRecipientLink(new URLSearchParams({ r: "update:u1:sub:s1" }))).toBeNull();
  });

  it("the pixel is a 1×1 GIF", () => {
    expect(String.fromCharCode(...PIXEL_GIF.slice(0, 6))).toBe("GIF89a");
    expect([PIXEL_GIF[6], PIXEL_GIF[8]]).toEqual([1, 1]);
  });

  it("opened is unknown without tracking; a click shows it was opened", () => {
    const rows = [
      { email: "a@x.example", status: "sent", openedAt: null, clickedAt: "2026-11-27T10:00:00Z" },
      { email: "b@x.example", status: "failed", openedAt: null, clickedAt: null },
      { email: "c@x.example", status: "pending", openedAt: "2026-11-27T10:00:00Z", clickedAt: null },
    ];
    expect(readBack(rows, false).map((r) => r.opened)).toEqual([null, null, null]);
    expect(readBack(rows, true)).toEqual([
      { email: "a@x.example", delivered: true, failed: false, clicked: true, opened: true },
      { email: "b@x.example", delivered: false, failed: true, clicked: false, opened: false },
      { email: "c@x.example", delivered: false, failed: false, clicked: false, opened: true },
    ]);
  });

  it("reactions are a fixed set", () => {
    expect(isUpdateReaction("🎉")).toBe(true);
    expect(isUpdateReaction("<b>")).toBe(false);
    expect(isUpdateReaction(null)).toBe(false);
  });
});

describe("a reply", () => {
  it("is trimmed, its address lowercased; empty, malformed or too long fields are refused", () => {
    expect(checkReply({ name: " Ann ", email: " Ann@Fund.Example ", body: " Hi " })).toEqual({
      ok: true,
      value: { name: "Ann", email: "ann@fund.example", body: "Hi" },
    });
    expect(checkReply({ name: "", email: "nope", body: "x".repeat(5001) })).toEqual({
      ok: false,
      errors: {
        name: "nameRequired",
        email: "emailInvalid",
        body: "tooLong",
      },
    });
  });

  it("mails the admins with everything escaped", () => {
    const mail = renderUpdateReplyMail({
      companyName: "Acme",
      updateTitle: "<Q3>",
      reply: { name: "Ann <x>", email: "ann@fund.example", body: "a <b> c" },
      investorName: null,
      adminUrl: "https://investors.example.com/admin/management/updates?detail=u1",
      texts: {
        who: (name, email, investor) => `[${name} ${email} ${investor}]`,
        subject: (company, title, name) => `[${company} ${title} ${name}]`,
        intro: (who, title) => `[intro ${who} ${title}]`,
        introHtml: (who, title) => `[intro html ${who} ${title}]`,
        allReplies: "[all replies]",
        openReaders: "[open readers]",
      },
    });
    expect(mail.html).not.toContain("<b>");
    expect(mail.html).toContain("a &lt;b&gt; c");
    expect(mail.text).toContain("a <b> c");
    expect(mail.html).toContain("[intro html [Ann &lt;x&gt; ann@fund.example null] &lt;Q3&gt;]");
    expect(mail.text).toContain(
      "[all replies]: https://investors.example.com/admin/management/updates?detail=u1",
    );
  });
});
