import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

import { GRANT_TEXTS, ROOM_PAGE_TEXTS } from "../../app/copy/dataroom/texts";
import { AUDIT_CSV_HEADER } from "../../app/domain/dataroom/audit";
import { makePdf, PNG_1x1, webpFile } from "../factories/documents";
import { investor, pdfText, save, storePages, TAB, upload } from "./data-room-fixtures";
import { Browser, deliveredMail, html, signedIn, unlocked } from "./http";
import { runJobs } from "./queues";

const CODE = "room-code-2026";

describe("data room", { timeout: 60_000 }, () => {
  it("shows a granted document only to its investor, not to another investor, a code visitor or another company", async () => {
    const { member, admin } = await signedIn({ accessCode: CODE });
    const other = await signedIn({ accessCode: CODE });
    const ann = await investor(member.companyId, member.slug, "Ann Angel", "ann@fund.example");
    const bob = await investor(member.companyId, member.slug, "Bob Other", "bob@fund.example");
    const pdf = await makePdf([["Captable page one"], ["Captable page two"]]);
    const doc = await upload(admin, member.companyId, "Captable 2026", new File([pdf], "captable.pdf"));
    await storePages(member.companyId, doc.versionId, 2);
    // Shown to nobody until the admin chooses.
    expect(await (await ann.browser.fetch(`/public/${member.slug}/documents`)).text()).not.toContain(
      "Captable 2026",
    );
    await save(admin, doc.id, { visibility: "chosen", investorId: [ann.id] });

    const list = await (await ann.browser.fetch(`/public/${member.slug}/documents`)).text();
    expect(list).toContain("Captable 2026");
    const viewer = await ann.browser.fetch(`/public/${member.slug}/documents/${doc.id}?page=2`);
    expect(viewer.status).toBe(200);
    const page = await viewer.text();
    expect(page).toContain(html(ROOM_PAGE_TEXTS.page(2, 2)));
    expect(page).toContain(`ann@fund.example · ${new Date().toISOString().slice(0, 10)}`);
    const image = await ann.browser.fetch(`/public/${member.slug}/documents/${doc.id}/pages/2`);
    expect(image.status).toBe(200);
    expect(image.headers.get("Content-Type")).toBe("image/png");

    // Another investor of the company, a visitor with the code, another company's grant holder.
    const code = await unlocked(`/public/${member.slug}/timeline`, CODE);
    const stranger = await unlocked(`/public/${other.member.slug}/timeline`, CODE);
    for (const b of [bob.browser, code]) {
      expect(await (await b.fetch(`/public/${member.slug}/documents`)).text()).not.toContain("Captable 2026");
      expect((await b.fetch(`/public/${member.slug}/documents/${doc.id}`)).status).toBe(404);
      expect((await b.fetch(`/public/${member.slug}/documents/${doc.id}/pages/1`)).status).toBe(404);
    }
    // Another company's slug never opens this company's document; its own gate holder sees no trace of it.
    expect((await stranger.fetch(`/public/${other.member.slug}/documents/${doc.id}`)).status).toBe(404);
    expect(await (await stranger.fetch(`/public/${member.slug}/documents/${doc.id}`)).text()).not.toContain(
      "Captable 2026",
    );
    expect((await other.admin.fetch(`/public/${other.member.slug}/documents/${doc.id}/pages/1`)).status).toBe(
      404,
    );
    expect(await (await other.admin.fetch(TAB)).text()).not.toContain("Captable 2026");

    // 'Everyone with access' opens it to the code visitor too.
    await save(admin, doc.id, { visibility: "everyone" });
    expect((await code.fetch(`/public/${member.slug}/documents/${doc.id}`)).status).toBe(200);
  });

  it("refuses a download that is off, and stamps the watermark on every page when it is on", async () => {
    const { member, admin } = await signedIn({ accessCode: CODE });
    const ann = await investor(member.companyId, member.slug, "Ann Angel", "ann.stamp@fund.example");
    const pdf = await makePdf([["Finance deck one"], ["Finance deck two"], ["Finance deck three"]]);
    const doc = await upload(admin, member.companyId, "Finance deck", new File([pdf], "finance.pdf"));
    await save(admin, doc.id, { visibility: "chosen", investorId: [ann.id] });

    const off = await ann.browser.fetch(`/public/${member.slug}/documents/${doc.id}/download`);
    expect(off.status).toBe(403);
    expect(await off.text()).toBe(ROOM_PAGE_TEXTS.downloadOff);

    await save(admin, doc.id, { visibility: "chosen", investorId: [ann.id], downloads: "on" });
    const res = await ann.browser.fetch(`/public/${member.slug}/documents/${doc.id}/download`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/pdf");
    expect(res.headers.get("Content-Disposition")).toContain("finance.pdf");
    const text = await pdfText(await res.arrayBuffer());
    const mark = `ann.stamp@fund.example · ${new Date().toISOString().slice(0, 10)}`;
    expect(text.split(mark).length - 1).toBeGreaterThanOrEqual(3 * 2);
    expect(text).toContain("Finance deck two");
  });

  it("a PDF's pages rendered in the admin's browser are stored and shown to the investor", async () => {
    const { member, admin } = await signedIn({ accessCode: CODE });
    const pdf = await makePdf([["One"], ["Two"]]);
    const doc = await upload(admin, member.companyId, "Rendered", new File([pdf], "rendered.pdf"));
    await save(admin, doc.id, { visibility: "everyone" });
    const file = await admin.fetch(`/admin/data-room/pages?version=${doc.versionId}`);
    expect(file.status).toBe(200);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(pdf);
    const post = (fields: Record<string, string | File>) => admin.postForm("/admin/data-room/pages", fields);
    expect((await post({ step: "begin", id: doc.versionId, pageCount: "2" })).status).toBe(200);
    expect((await post({ step: "page", id: doc.versionId, page: "3", image: webpFile() })).status).toBe(400);
    expect(
      (await post({ step: "page", id: doc.versionId, page: "1", image: new File([PNG_1x1], "p.png") }))
        .status,
    ).toBe(400);
    for (const page of ["1", "2"])
      expect((await post({ step: "page", id: doc.versionId, page, image: webpFile() })).status).toBe(200);
    expect((await post({ step: "complete", id: doc.versionId })).status).toBe(200);
    // Another company's member reaches neither the file nor the pages.
    const other = await signedIn();
    expect((await other.admin.fetch(`/admin/data-room/pages?version=${doc.versionId}`)).status).toBe(404);
    expect(
      (
        await other.admin.postForm("/admin/data-room/pages", {
          step: "begin",
          id: doc.versionId,
          pageCount: "1",
        })
      ).status,
    ).toBe(404);
    const visitor = await unlocked(`/public/${member.slug}/timeline`, CODE);
    const page = await (await visitor.fetch(`/public/${member.slug}/documents/${doc.id}?page=2`)).text();
    expect(page).toContain(html(ROOM_PAGE_TEXTS.page(2, 2)));
    const image = await visitor.fetch(`/public/${member.slug}/documents/${doc.id}/pages/2`);
    expect(image.headers.get("Content-Type")).toBe("image/webp");
  });

  it("a large PDF is stamped by the job queue while the download shows its progress", async () => {
    const { member, admin } = await signedIn({ accessCode: CODE });
    const ann = await investor(member.companyId, member.slug, "Ann Angel", "ann.big@fund.example");
    const pdf = await makePdf(Array.from({ length: 12 }, (_, i) => [`Big page ${i + 1}`]));
    const doc = await upload(admin, member.companyId, "Big pack", new File([pdf], "big.pdf"));
    await save(admin, doc.id, { visibility: "chosen", investorId: [ann.id], downloads: "on" });
    // Over the inline size: stamped in the queue (the file itself stays small in the test).
    await env.DB.prepare("UPDATE data_room_versions SET file_size = ?, page_count = 12 WHERE id = ?")
      .bind(50 * 1024 * 1024, doc.versionId)
      .run();
    const url = `/public/${member.slug}/documents/${doc.id}/download`;
    const waiting = await ann.browser.fetch(url);
    expect(waiting.status).toBe(202);
    const body = await waiting.text();
    expect(body).toContain(html(ROOM_PAGE_TEXTS.stamping(0, 12)));
    expect(body).toContain('http-equiv="refresh"');
    const stamp = (await env.DB.prepare("SELECT id FROM stamped_copies WHERE version_id = ?")
      .bind(doc.versionId)
      .first<{ id: string }>())!;
    await runJobs({ kind: "stamp-pdf", companyId: member.companyId, stampId: stamp.id });
    const done = await ann.browser.fetch(url);
    expect(done.status).toBe(200);
    const text = await pdfText(await done.arrayBuffer());
    expect(text.split(`ann.big@fund.example · ${new Date().toISOString().slice(0, 10)}`).length - 1).toBe(24);
  });

  it("'Toegang geven' on a document request gives the matching document to the investor and mails them its link", async () => {
    const { member, admin } = await signedIn({ accessCode: CODE, companyName: "Room & Co" });
    const cara = await investor(member.companyId, member.slug, "Cara Capital", "cara@vc.example");
    const doc = await upload(admin, member.companyId, "Cap table", new File([PNG_1x1], "captable.png"));
    await save(admin, doc.id, { visibility: "nobody", requestType: "captable" });
    expect(await (await cara.browser.fetch(`/public/${member.slug}/documents`)).text()).not.toContain(
      "Cap table",
    );

    for (const type of ["captable", "finance-deck"])
      expect(
        (
          await cara.browser.post(`/public/${member.slug}/request-document`, {
            type,
            name: "Cara",
            email: "cara@vc.example",
            redirectTo: `/public/${member.slug}/pitch-deck`,
          })
        ).status,
      ).toBe(302);
    const requests = (
      await env.DB.prepare("SELECT id, type FROM document_requests WHERE company_id = ?")
        .bind(member.companyId)
        .all<{ id: string; type: string }>()
    ).results;
    const captable = requests.find((r) => r.type === "captable")!;
    const finance = requests.find((r) => r.type === "finance-deck")!;

    // No document answers the finance deck: said, nothing given.
    const refused = await admin.post("/admin/management/requests", {
      intent: "request.grant",
      id: finance.id,
    });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain(html(GRANT_TEXTS.noDocument("Finance Deck")));

    const granted = await admin.post("/admin/management/requests", {
      intent: "request.grant",
      id: captable.id,
    });
    expect(granted.status).toBe(302);
    const mail = await deliveredMail(`data-room-grant:${captable.id}`, "cara@vc.example");
    expect(mail.kind).toBe("data-room-grant");
    expect(mail.subject).toContain("Cap table");
    const link = new URL(/https?:\/\/\S+\/documents\/[0-9a-f-]{36}/.exec(mail.text_body)![0]).pathname;
    expect(link).toBe(`/public/${member.slug}/documents/${doc.id}`);
    const opened = await cara.browser.fetch(link);
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain("cara@vc.example");
    expect(await (await cara.browser.fetch(`/public/${member.slug}/documents`)).text()).toContain(
      "Cap table",
    );
    // The Requests tab offers the button.
    expect(await (await admin.fetch("/admin/management/requests")).text()).toContain(GRANT_TEXTS.button);
  });

  it("audit.csv: one row per visit per document, formula-safe, of the member's company only", async () => {
    const { member, admin } = await signedIn({ accessCode: CODE });
    const other = await signedIn({ accessCode: CODE });
    const evil = await investor(member.companyId, member.slug, '=HYPERLINK("x")', "evil@fund.example");
    const pdf = await makePdf([["One"], ["Two"], ["Three"]]);
    const doc = await upload(admin, member.companyId, "Data pack", new File([pdf], "pack.pdf"));
    await storePages(member.companyId, doc.versionId, 3);
    await save(admin, doc.id, { visibility: "everyone", downloads: "on" });
    for (const n of [1, 2, 2])
      expect((await evil.browser.fetch(`/public/${member.slug}/documents/${doc.id}?page=${n}`)).status).toBe(
        200,
      );
    // The viewer's beacon: time on page 2 (after the page views are written: they start the visitor's clock).
    await new Promise((r) => setTimeout(r, 600));
    const beacon = await evil.browser.fetch(`/public/${member.slug}/room-beacon`, {
      method: "POST",
      body: JSON.stringify({ d: doc.versionId, p: [[2, 1500]] }),
      headers: { "Content-Type": "text/plain" },
    });
    expect(beacon.status).toBe(204);
    expect((await evil.browser.fetch(`/public/${member.slug}/documents/${doc.id}/download`)).status).toBe(
      200,
    );
    // Events are written just after the response.
    await new Promise((r) => setTimeout(r, 600));

    const res = await admin.fetch("/admin/audit.csv");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("text/csv");
    const lines = (await res.text()).trim().split("\r\n");
    expect(lines[0]).toBe(AUDIT_CSV_HEADER);
    expect(lines).toHaveLength(2);
    const cells = lines[1]!.split(",");
    expect(cells[0]).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(lines[1]).toContain(",evil@fund.example,Data pack,v1,2,");
    expect(lines[1]).toMatch(/,true,false,$/);
    // Per document on the investor's page in the Investors tab, and a signal in the pipeline.
    const detail = await (await admin.fetch(`/admin/management/investors?visitor=i:${evil.id}`)).text();
    expect(detail).toContain("Data pack: 2 p., 2s, 1×");
    const pipeline = await (await admin.fetch("/admin/pipeline")).text();
    expect(pipeline).toContain("las documenten in de data room");
    const otherCsv = await (await other.admin.fetch("/admin/audit.csv")).text();
    expect(otherCsv.trim()).toBe(AUDIT_CSV_HEADER);
    expect((await new Browser().fetch("/admin/audit.csv")).status).toBe(302);
  });
});
