import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";

import { ACCESS_REQUEST_TEXTS } from "../../app/copy/site/gate-texts";
import { REQUESTS_PER_ADDRESS } from "../../app/domain/budgets";
import { createMember } from "../factories";
import { addMember } from "../factories/subscriptions";
import { Browser } from "./http";

const CODE = "investor-code-321";
const from = (address: string) => ({ "CF-Connecting-IP": address });

const accessRows = async (companyId: string) =>
  (
    await env.DB.prepare("SELECT * FROM access_requests WHERE company_id = ? ORDER BY created_at")
      .bind(companyId)
      .all<Record<string, unknown>>()
  ).results;

const mailsOf = async (requestId: string) =>
  (
    await env.DB.prepare(
      "SELECT to_address, subject, text_body, kind, company_id FROM outbox_emails WHERE substr(idempotency_key, 1, length(?1)) = ?1 ORDER BY to_address",
    )
      .bind(`request:${requestId}:to:`)
      .all<{ to_address: string; subject: string; text_body: string; kind: string; company_id: string }>()
  ).results;

const ask = (fields: Record<string, string> = {}) => ({
  intent: "access.request",
  lang: "nl",
  name: "Vera Visser",
  email: " Vera@Fund.Example ",
  message: "Ik ben angel investor en wil graag meelezen.",
  ...fields,
});

describe("'Toegang aanvragen' on the gate", { timeout: 60_000 }, () => {
  it("shows the company's name and tagline and the request form on the gate; an update mail's visitor is told why", async () => {
    const member = await createMember(env.DB, { accessCode: CODE, companyName: "Gate & Co" });
    await env.DB.prepare("UPDATE companies SET tagline = ? WHERE id = ?")
      .bind("Solar roofs for every home", member.companyId)
      .run();
    const gate = await (await new Browser().fetch(`/public/${member.slug}/timeline`)).text();
    expect(gate).toContain("Toegang Vereist");
    expect(gate).toContain("Gate &amp; Co");
    expect(gate).toContain("Solar roofs for every home");
    expect(gate).toContain("Toegang aanvragen");
    expect(gate).toContain('lang="nl"');
    expect(gate).not.toContain("update-mail");
    const fromMail = await (await new Browser().fetch(`/public/${member.slug}/timeline?from=mail`)).text();
    expect(fromMail).toContain("Je opent een link uit een update-mail van Gate &amp; Co.");
    // The English gates are English throughout.
    const deckGate = await (await new Browser().fetch(`/public/${member.slug}/pitch-deck`)).text();
    expect(deckGate).toContain("Pitch Deck Chat Access");
    expect(deckGate).toContain("Access code");
    expect(deckGate).toContain("Request access");
    expect(deckGate).not.toContain("Toegangscode");
    expect(deckGate).not.toContain("Toegang aanvragen");
  });

  it("stores the request and mails each admin through the queue; no grant needed", async () => {
    const member = await createMember(env.DB, { accessCode: CODE, companyName: "Gate & Co" });
    const second = await addMember(env.DB, member.companyId);
    const res = await new Browser().post(
      `/public/${member.slug}/request-access`,
      ask({ redirectTo: `/public/${member.slug}/timeline?from=mail` }),
    );
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`/public/${member.slug}/timeline?from=mail`);
    const [row, ...rest] = await accessRows(member.companyId);
    expect(rest).toEqual([]);
    expect(row).toMatchObject({
      name: "Vera Visser",
      email: "vera@fund.example",
      message: "Ik ben angel investor en wil graag meelezen.",
    });
    const mails = await vi.waitFor(
      async () => {
        const found = await mailsOf(String(row!.id));
        if (found.length < 2) throw new Error("admin mails not delivered yet");
        return found;
      },
      { timeout: 10_000, interval: 200 },
    );
    expect(mails.map((m) => m.to_address).sort()).toEqual([member.email, second.email].sort());
    for (const mail of mails) {
      expect(mail).toMatchObject({
        kind: "access-request",
        company_id: member.companyId,
        subject: "Access requested by Vera Visser",
      });
      expect(mail.text_body).toContain("Email: vera@fund.example");
      expect(mail.text_body).toContain("/admin/management/requests");
    }
    // Listed for the admins on the Requests tab.
    const admin = new Browser();
    expect((await admin.login(member.email, member.password)).status).toBe(302);
    const tab = await (await admin.fetch("/admin/management/requests")).text();
    expect(tab).toContain("Access requests");
    expect(tab).toContain("vera@fund.example");
    // Another company's admins see none of it.
    const other = await createMember(env.DB, { accessCode: CODE });
    const otherAdmin = new Browser();
    expect((await otherAdmin.login(other.email, other.password)).status).toBe(302);
    expect(await (await otherAdmin.fetch("/admin/management/requests")).text()).not.toContain(
      "vera@fund.example",
    );
  });

  it("refuses bad input with 400 and the gate language's messages, storing nothing", async () => {
    const member = await createMember(env.DB, { accessCode: CODE });
    const visitor = new Browser();
    const cases: [Record<string, string>, string][] = [
      [{ name: "" }, ACCESS_REQUEST_TEXTS.nl.nameRequired],
      [{ email: "not-an-email" }, ACCESS_REQUEST_TEXTS.nl.emailInvalid],
      [{ message: "   " }, ACCESS_REQUEST_TEXTS.nl.messageRequired],
      [{ lang: "en", email: "" }, ACCESS_REQUEST_TEXTS.en.emailRequired],
      [{ name: "x".repeat(500) }, "Jouw naam is te lang (maximaal 120 tekens)."],
    ];
    for (const [fields, message] of cases) {
      const res = await visitor.post(`/public/${member.slug}/request-access`, ask(fields));
      expect(res.status, JSON.stringify(fields)).toBe(400);
      const html = await res.text();
      expect(html).toContain(message.replace(/'/g, "&#x27;"));
      // The form again, in the gate's language, with what was typed.
      expect(html).toContain(fields.lang === "en" ? "Send request" : "Aanvraag versturen");
    }
    // An unknown company is a 404; a redirect elsewhere goes back to the company's own site.
    expect((await visitor.post(`/public/no-such-company/request-access`, ask())).status).toBe(404);
    const away = await visitor.post(
      `/public/${member.slug}/request-access`,
      ask({ redirectTo: "https://evil.example/" }),
    );
    expect(away.headers.get("Location")).toBe(`/public/${member.slug}`);
    const elsewhere = await visitor.post(
      `/public/${member.slug}/request-access`,
      ask({ redirectTo: "/admin/management/team" }),
    );
    expect(elsewhere.headers.get("Location")).toBe(`/public/${member.slug}`);
    expect(await accessRows(member.companyId)).toHaveLength(2);
  });

  it(`takes ${REQUESTS_PER_ADDRESS} requests a day from one address (the request budget), then refuses with 429`, async () => {
    const member = await createMember(env.DB, { accessCode: CODE });
    const visitor = new Browser();
    for (let i = 0; i < REQUESTS_PER_ADDRESS; i++)
      expect(
        (
          await visitor.post(
            `/public/${member.slug}/request-access`,
            ask({ name: `Vera ${i}` }),
            from("192.0.2.90"),
          )
        ).status,
      ).toBe(302);
    const refused = await visitor.post(
      `/public/${member.slug}/request-access`,
      ask({ name: "Vera 99" }),
      from("192.0.2.90"),
    );
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain(ACCESS_REQUEST_TEXTS.nl.refused);
    expect(await accessRows(member.companyId)).toHaveLength(REQUESTS_PER_ADDRESS);
    // Another address still gets through.
    expect(
      (await visitor.post(`/public/${member.slug}/request-access`, ask(), from("192.0.2.91"))).status,
    ).toBe(302);
  });
});
