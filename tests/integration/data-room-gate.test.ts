import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";

import { GATE_ACCESS_TEXTS } from "../../app/copy/site/gate-access-texts";
import { AUDIT_CSV_HEADER } from "../../app/domain/dataroom/audit";
import { makePdf, PNG_1x1 } from "../factories/documents";
import { investor, pdfText, save, storePages, upload } from "./data-room-fixtures";
import { Browser, deliveredMail, html, signedIn, unlocked } from "./http";
import { inviteInvestor } from "./investor-invites";

const CODE = "room-gate-2026";
const SETTINGS = "/admin/management/settings";
const EN = GATE_ACCESS_TEXTS.en;
const NDA = "Everything in the data room is confidential.";
const today = () => new Date().toISOString().slice(0, 10);
const verifying = { intent: "settings.gate-access", verifyEmail: "on" };

/** The visitor asks for a code at `path` and enters the one from the outbox (the gate's 'verify' step). */
async function verifyByCode(visitor: Browser, path: string, email: string) {
  const count = async () =>
    (await env.DB.prepare(
      "SELECT count(*) AS n FROM outbox_emails WHERE kind = 'gate-code' AND to_address = ?",
    )
      .bind(email)
      .first<{ n: number }>())!.n;
  const before = await count();
  expect((await visitor.post(path, { intent: "gate-send-code", email })).status).toBe(302);
  await vi.waitFor(async () => expect(await count()).toBeGreaterThan(before), { timeout: 10_000 });
  const mail = await deliveredMail("gate-code:", email);
  const code = /\b(\d{6})\b/.exec(mail.text_body)![1]!;
  expect((await visitor.post(path, { intent: "gate-check-code", code })).status).toBe(302);
}

async function auditLines(admin: Browser) {
  const lines = (await (await admin.fetch("/admin/audit.csv")).text()).trim().split("\r\n");
  expect(lines[0]).toBe(AUDIT_CSV_HEADER);
  return lines.slice(1);
}

describe("the data room behind the gate's steps", { timeout: 90_000 }, () => {
  it("opens a document only after the code and the NDA; the visit records the verified e-mail and the NDA version, the watermark and the stamped download show the address", async () => {
    const { member, admin } = await signedIn({ accessCode: CODE });
    for (const form of [verifying, { intent: "settings.nda", ndaOn: "on", ndaText: NDA }])
      expect((await admin.post(SETTINGS, form)).status).toBe(302);
    const invited = await inviteInvestor(admin, member.companyId);
    const email = invited.row.email;
    const pdf = await makePdf([["Board pack one"], ["Board pack two"]]);
    const doc = await upload(admin, member.companyId, "Board pack", new File([pdf], "board.pdf"));
    await storePages(member.companyId, doc.versionId, 2);
    // Given to the invited investor only: the visitor with the code becomes them by verifying their address.
    await save(admin, doc.id, { visibility: "chosen", investorId: [invited.id], downloads: "on" });
    const list = `/public/${member.slug}/documents`;
    const page = `${list}/${doc.id}`;

    const visitor = await unlocked(page, CODE);
    const steps = async (expected: string) => {
      for (const path of [list, page]) {
        const text = await (await visitor.fetch(path)).text();
        expect(text).toContain(html(expected));
        expect(text).not.toContain("Board pack");
      }
      const download = await visitor.fetch(`${page}/download`);
      expect(download.status).toBe(303);
      expect(download.headers.get("Location")).toBe(page);
      expect((await visitor.fetch(`${page}/pages/1`)).status).toBe(404);
      const beacon = await visitor.fetch(`/public/${member.slug}/room-beacon`, {
        method: "POST",
        body: JSON.stringify({ d: doc.versionId, p: [[1, 1000]] }),
        headers: { "Content-Type": "text/plain" },
      });
      expect(beacon.status).toBe(403);
    };
    await steps(EN.verifyTitle);
    await verifyByCode(visitor, page, email);
    // Verified, the agreement not yet accepted: the NDA step, not the document.
    await steps(EN.ndaTitle);
    expect(await (await visitor.fetch(page)).text()).toContain(NDA);
    expect(
      (await visitor.post(page, { intent: "gate-accept-nda", name: "Ann Investor", agree: "on" })).status,
    ).toBe(302);

    const watermark = `${email} · ${today()}`;
    expect(await (await visitor.fetch(list)).text()).toContain("Board pack");
    const opened = await visitor.fetch(`${page}?page=2`);
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain(watermark);
    expect((await visitor.fetch(`${page}/pages/2`)).status).toBe(200);
    const download = await visitor.fetch(`${page}/download`);
    expect(download.status).toBe(200);
    const stamped = await pdfText(await download.arrayBuffer());
    expect(stamped.split(watermark).length - 1).toBeGreaterThanOrEqual(2 * 2);

    const [row, ...more] = await auditLines(admin);
    expect(more).toHaveLength(0);
    expect(row).toContain(`,Ann Investor,${email},Board pack,v1,`);
    expect(row).toMatch(/,true,true,1$/);

    // What was recorded stays: a new agreement version is asked again, the visit keeps version 1.
    expect(
      (await admin.post(SETTINGS, { intent: "settings.nda", ndaOn: "on", ndaText: `${NDA}\nAlso later.` }))
        .status,
    ).toBe(302);
    await steps(EN.ndaTitle);
    expect((await auditLines(admin))[0]).toMatch(/,true,true,1$/);
  });

  it("refuses a blocked address on the documents, a document page, its images and the download", async () => {
    const { member, admin } = await signedIn({ accessCode: CODE });
    expect((await admin.post(SETTINGS, verifying)).status).toBe(302);
    const doc = await upload(admin, member.companyId, "Team photo", new File([PNG_1x1], "team.png"));
    await save(admin, doc.id, { visibility: "everyone", downloads: "on" });
    const list = `/public/${member.slug}/documents`;
    const page = `${list}/${doc.id}`;
    const visitor = await unlocked(list, CODE);
    await verifyByCode(visitor, list, `eve-${crypto.randomUUID().slice(0, 6)}@eu.rival.example`);
    expect(await (await visitor.fetch(list)).text()).toContain("Team photo");
    expect((await visitor.fetch(`${page}/download`)).status).toBe(200);

    // The domain is blocked afterwards: the next request is refused, neutrally.
    expect((await admin.post(SETTINGS, { ...verifying, blockList: "rival.example" })).status).toBe(302);
    for (const path of [list, page]) {
      const text = await (await visitor.fetch(path)).text();
      expect(text).toContain(html(EN.refused));
      expect(text).not.toContain("Team photo");
      expect(text).not.toMatch(/blocked/i);
    }
    const download = await visitor.fetch(`${page}/download`);
    expect(download.status).toBe(303);
    expect(download.headers.get("Content-Type") ?? "").not.toContain("image/png");
    expect((await visitor.fetch(`${page}/pages/1`)).status).toBe(404);
  });

  it("a 'Toegang geven' mail link of a company that asks for verification still asks for the code", async () => {
    const { member, admin } = await signedIn({ accessCode: CODE });
    const cara = await investor(
      member.companyId,
      member.slug,
      "Cara Capital",
      `cara-${Date.now()}@vc.example`,
    );
    const doc = await upload(admin, member.companyId, "Cap table", new File([PNG_1x1], "captable.png"));
    await save(admin, doc.id, { visibility: "nobody", requestType: "captable", downloads: "on" });
    expect(
      (
        await cara.browser.post(`/public/${member.slug}/request-document`, {
          type: "captable",
          name: "Cara",
          email: cara.email,
          redirectTo: `/public/${member.slug}/pitch-deck`,
        })
      ).status,
    ).toBe(302);
    const request = (await env.DB.prepare("SELECT id FROM document_requests WHERE company_id = ?")
      .bind(member.companyId)
      .first<{ id: string }>())!;
    // The company asks for a verified e-mail from now on.
    expect((await admin.post(SETTINGS, verifying)).status).toBe(302);
    expect(
      (await admin.post("/admin/management/requests", { intent: "request.grant", id: request.id })).status,
    ).toBe(302);
    const mail = await deliveredMail(`data-room-grant:${request.id}`, cara.email);
    const link = new URL(/https?:\/\/\S+\/documents\/[0-9a-f-]{36}/.exec(mail.text_body)![0]).pathname;

    // Her personal link's browser: the code step, not the document nor its file.
    const step = await (await cara.browser.fetch(link)).text();
    expect(step).toContain(html(EN.verifyTitle));
    expect(step).not.toContain("Cap table");
    expect((await cara.browser.fetch(`${link}/download`)).status).toBe(303);
    // A browser without the link: the access code's gate.
    const stranger = await (await new Browser().fetch(link)).text();
    expect(stranger).not.toContain("Cap table");
    expect(stranger).not.toContain(html(EN.verifyTitle));

    await verifyByCode(cara.browser, link, cara.email);
    const opened = await (await cara.browser.fetch(link)).text();
    expect(opened).toContain("Cap table");
    expect(opened).toContain(`${cara.email} · ${today()}`);
    const [row] = await auditLines(admin);
    expect(row).toContain(`,Cara Capital,${cara.email},Cap table,v1,`);
    expect(row).toMatch(/,false,true,$/);
  });
});
