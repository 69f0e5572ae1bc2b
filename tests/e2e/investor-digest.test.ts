import { beforeAll, describe, expect } from "vitest";

import { DECK_PAGES, makePdf } from "../factories/documents";
import {
  browserIt,
  hasChromium,
  investorRow,
  login,
  registerFounder,
  screenshot,
  useBrowser,
} from "./fixtures";

const browser = useBrowser();
const TAB = "/admin/management/investors";
const stamp = Date.now().toString(36);
// A company of its own: its questions and settings stay out of the other tests.
const FOUNDER = {
  email: `digest-${stamp}@example.com`,
  password: "digest-e2e-2026",
  company: `Digest ${stamp}`,
};
const CODE = "digest-code-2026";
let slug = "";

/** A fresh visitor enters the code at the pitch deck's gate and asks one question. */
async function ask(question: string, expected: RegExp) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`/public/${slug}/pitch-deck`);
  // The pitch deck's gate is English throughout (ADR 053).
  await page.getByLabel("Access code").fill(CODE);
  await page.getByRole("button", { name: "Unlock" }).click();
  await page.getByLabel("Your question").waitFor();
  await page.getByLabel("Your question").fill(question);
  await page.getByRole("button", { name: "Send" }).click();
  await expect
    .poll(() => page.getByTestId("assistant-message").last().innerText(), { timeout: 20_000 })
    .toMatch(expected);
  await context.close();
}

describe("what investors ask, and the e-mail at the gate", () => {
  beforeAll(async () => {
    if (!hasChromium) return;
    await registerFounder("Dina Digest", FOUNDER);
  });

  browserIt(
    "similar questions of three investors form one group, and the topic the deck does not cover is on the to-do list",
    async () => {
      const admin = await browser.newContext();
      const page = await admin.newPage();
      await login(page, FOUNDER.email, FOUNDER.password);
      await page.goto("/admin/management/settings");
      await page.getByLabel("Toegangscode").fill(CODE);
      await page.getByRole("button", { name: "Set access code" }).click();
      await page.getByText("Toegangscode opgeslagen").waitFor();
      slug = (await page.locator("code").filter({ hasText: "/public/" }).first().innerText())
        .replace("/public/", "")
        .trim();

      await page.goto("/admin/management/documents");
      const card = page.getByTestId("upload-card-pdf");
      await card.getByLabel("Bestand kiezen").setInputFiles({
        name: "Digest deck.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.from(await makePdf(DECK_PAGES)),
      });
      await card.getByRole("button", { name: "Uploaden" }).click();
      await page
        .getByTestId("document-row")
        .filter({ hasText: "Digest deck.pdf" })
        .getByTestId("version-live")
        .waitFor({ timeout: 60_000 });

      await ask("What is your churn?", /.+/);
      await ask("How high is churn?", /.+/);
      await ask("churn rate per month?", /.+/);
      await ask("How much are you raising in the seed round?", /1\.5 million euro/);

      // A conversation is stored under waitUntil when its stream ends, so the visitor may read the
      // answer a moment before the tab can list it: reopen the tab until the last question is there.
      const raising = page
        .getByTestId("question-group")
        .filter({ hasText: "How much are you raising in the seed round?" });
      await expect
        .poll(
          async () => {
            await page.goto(TAB);
            return raising.count();
          },
          { timeout: 20_000 },
        )
        .toBe(1);
      const churn = page.getByTestId("question-group").filter({ hasText: "What is your churn?" });
      expect(await churn.getByTestId("group-askers").innerText()).toBe("3");
      expect(await churn.innerText()).toContain("How high is churn?");
      expect(await churn.innerText()).toContain("Not covered");
      expect(await raising.innerText()).toContain("page 3");
      expect(await page.getByTestId("uncovered-group").first().innerText()).toContain(
        "3 investors asked about churn and retention; the deck does not cover it.",
      );
      await screenshot(page, "investors-digest");
      await admin.close();
    },
  );

  browserIt(
    "with JavaScript off: the admin turns on the e-mail at the gate; a visitor gives it with the code, and the tab shows it unverified",
    async () => {
      const admin = await browser.newContext({ javaScriptEnabled: false });
      const page = await admin.newPage();
      await login(page, FOUNDER.email, FOUNDER.password);
      await page.goto("/admin/management/settings");
      if (!slug) {
        await page.getByLabel("Toegangscode").fill(CODE);
        await page.getByRole("button", { name: "Set access code" }).click();
        await page.getByText("Toegangscode opgeslagen").waitFor();
        slug = (await page.locator("code").filter({ hasText: "/public/" }).first().innerText())
          .replace("/public/", "")
          .trim();
      }
      const setting = page.getByTestId("gate-email-setting");
      await setting.getByLabel("Ask visitors for their email at the gate").check();
      await setting.getByRole("button", { name: "Save" }).click();
      await page.getByText("De toegangspagina vraagt nu om een e-mailadres").waitFor();

      const visitorContext = await browser.newContext({ javaScriptEnabled: false });
      const visitor = await visitorContext.newPage();
      await visitor.goto(`/public/${slug}`);
      await visitor.getByRole("heading", { name: "Toegang Vereist" }).waitFor();
      // An address the browser lets through but the server does not: the gate answers in Dutch.
      await visitor.getByLabel("E-mailadres").fill("kim@localhost");
      await visitor.getByLabel("Toegangscode").fill(CODE);
      await visitor.getByRole("button", { name: "Toegang" }).click();
      await visitor.getByText("Vul een geldig e-mailadres in.").waitFor();
      await visitor.getByLabel("E-mailadres").fill(`kim-${stamp}@vc.example`);
      await visitor.getByLabel("Toegangscode").fill(CODE);
      await visitor.getByRole("button", { name: "Toegang" }).click();
      await visitor.locator(`a[href="/public/${slug}/timeline"]`).first().waitFor();
      expect(await visitor.getByLabel("E-mailadres").count()).toBe(0);
      await visitorContext.close();

      const row = investorRow(page, `kim-${stamp}@vc.example`);
      await expect
        .poll(
          async () => {
            await page.goto(TAB);
            return row.count();
          },
          { timeout: 20_000, interval: 500 },
        )
        .toBe(1);
      expect(await row.getByTestId("visitor-email").innerText()).toContain("unverified");
      await admin.close();
    },
  );
});
