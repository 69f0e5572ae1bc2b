import { readFile } from "node:fs/promises";

import type { Page } from "playwright-core";
import { beforeAll, describe, expect } from "vitest";

import { RECORDING_NOTICE } from "../../app/copy/site/texts";
import {
  baseUrl,
  browserIt,
  hasChromium,
  investorRow,
  inviteAndReadLink,
  login,
  openLinkAndRead,
  pollInvestorCell,
  registerFounder,
  screenshot,
  useBrowser,
} from "./fixtures";

const browser = useBrowser();
const TAB = "/admin/management/investors";
const stamp = Date.now().toString(36);
// A company of its own: other test files work on the demo company.
const FOUNDER = {
  email: `privacy-${stamp}@example.com`,
  password: "privacy-e2e-2026",
  company: `Investor Privacy ${stamp}`,
};

/** The investor opens their link in a browser of their own and reads the timeline. */
async function visitAsInvestor(link: string) {
  const page = await openLinkAndRead(browser, link);
  await page.goto(link.replace(/\/i\/.*/, "/timeline"));
  await page.context().close();
}

/** Opens the investor's detail page from the table (waits until their visit is recorded). */
async function openDetail(page: Page, name: string) {
  // Visits: at least one.
  await pollInvestorCell(page, name, "visits").not.toBe("0");
  await investorRow(page, name).getByRole("link", { name }).click();
  await page.getByTestId("investor-privacy").waitFor();
}

describe("an investor's data: export and forget", () => {
  let annLink = "";
  let bobLink = "";

  beforeAll(async () => {
    if (!hasChromium) return;
    await registerFounder("Petra Privacy", FOUNDER);
  });

  browserIt(
    "the gate says what is recorded; the admin exports an investor's data and forgets them (JavaScript on)",
    async () => {
      const admin = await browser.newContext();
      const page = await admin.newPage();
      await login(page, FOUNDER.email, FOUNDER.password);
      annLink = await inviteAndReadLink(page, "Ann Export", `ann-${stamp}@fund.example`);
      bobLink = await inviteAndReadLink(page, "Bob Remains", `bob-${stamp}@fund.example`);

      // A visitor without a link sees the gate and, on it, what is recorded.
      const stranger = await browser.newContext();
      const gate = await stranger.newPage();
      await gate.goto(annLink.replace(/\/i\/.*/, ""));
      expect(await gate.getByTestId("recording-notice").innerText()).toBe(RECORDING_NOTICE.nl);
      await stranger.close();

      await visitAsInvestor(annLink);
      await visitAsInvestor(bobLink);
      await openDetail(page, "Ann Export");

      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: "Export data (JSON)" }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^investor-ann-export-\d{4}-\d{2}-\d{2}\.json$/);
      const exported = JSON.parse(await readFile((await download.path())!, "utf8"));
      expect(exported.investor).toMatchObject({ name: "Ann Export", email: `ann-${stamp}@fund.example` });
      expect(exported.events.map((e: { path: string | null }) => e.path)).toContain(
        annLink.replace(/\/i\/.*/, "/timeline"),
      );
      expect(exported.visitorIds).toHaveLength(1);

      // Forgetting asks for the confirmation first (the browser refuses the unticked box).
      const forget = page.getByRole("button", { name: "Forget investor" });
      await forget.click();
      expect(await page.getByTestId("investor-privacy").isVisible()).toBe(true);
      await screenshot(page, "investor-privacy");
      await page.getByLabel(/I understand that everything recorded about Ann Export is deleted/).check();
      await forget.click();
      await page
        .getByText(
          "Investor forgotten: their visits, questions, requests, subscription, mails and link are deleted.",
        )
        .waitFor();
      await page.getByTestId("investors-table").waitFor();
      expect(await investorRow(page, "Ann Export").count()).toBe(0);
      expect(await investorRow(page, "Bob Remains").count()).toBe(1);
      // Her link no longer opens.
      const res = await fetch(`${baseUrl}${annLink}`, { redirect: "manual" });
      expect(res.status).toBe(404);
      await admin.close();
    },
  );

  browserIt("with JavaScript off the forget form works", async () => {
    const admin = await browser.newContext({ javaScriptEnabled: false });
    const page = await admin.newPage();
    await login(page, FOUNDER.email, FOUNDER.password);
    await openDetail(page, "Bob Remains");
    expect(await page.getByRole("link", { name: "Export data (JSON)" }).getAttribute("href")).toMatch(
      /^\/admin\/investors\/[^/]+\/export$/,
    );
    await page.getByLabel(/I understand that everything recorded about Bob Remains is deleted/).check();
    await page.getByRole("button", { name: "Forget investor" }).click();
    await page.waitForURL(`**${TAB}`);
    await page
      .getByTestId("investors-table")
      .or(page.getByText("No investors or visitors yet."))
      .first()
      .waitFor();
    expect(await investorRow(page, "Bob Remains").count()).toBe(0);
    expect((await fetch(`${baseUrl}${bobLink}`, { redirect: "manual" })).status).toBe(404);
    await admin.close();
  });
});
