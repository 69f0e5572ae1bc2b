import type { BrowserContext, Page } from "playwright-core";
import { describe, expect } from "vitest";

import { browserIt, DEMO, linkIn, login, mailTo, screenshot, useBrowser } from "./fixtures";

const browser = useBrowser();
const TIMELINE = `/public/${DEMO.slug}/timeline`;
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function unlockedTimeline(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto(TIMELINE);
  await page.getByLabel("Toegangscode").fill(DEMO.accessCode);
  await page.getByRole("button", { name: "Toegang" }).click();
  await page.getByRole("heading", { name: "Our Journey So Far" }).waitFor();
  return page;
}

async function expectToast(page: Page, text: string) {
  await page.getByTestId("toast").filter({ hasText: text }).waitFor();
}

/** The admin's Outbox tab, reloaded until a mail whose summary matches `summary` shows up; returns its text body. */
async function mailFromOutbox(admin: Page, summary: RegExp): Promise<string> {
  for (let attempt = 0; attempt < 30; attempt++) {
    await admin.goto("/admin/management/outbox");
    const mail = admin.getByTestId("outbox-mail").filter({ hasText: summary }).first();
    if (await mail.count()) {
      await mail.locator("summary").click();
      return (await mail.getByTestId("outbox-body").textContent()) ?? "";
    }
    await admin.waitForTimeout(500);
  }
  throw new Error(`no mail matching ${summary} in the outbox`);
}

describe("investor requests", () => {
  for (const javaScriptEnabled of [true, false]) {
    const label = javaScriptEnabled ? "JS on" : "JS off";

    browserIt(`schedules a call from the timeline (${label})`, async () => {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await unlockedTimeline(context);
      await page.getByText("Schedule a Call", { exact: true }).first().click();
      const dialog = page.locator("#schedule-call");
      await dialog.waitFor();

      // A missing required field answers with the spec's message and keeps what was typed.
      await dialog.getByLabel("Name *").fill(`Call ${label} ${run}`);
      await dialog.getByRole("button", { name: "Send Request" }).click();
      await page.getByText("Please fill in all required fields").first().waitFor();
      await screenshot(page, `call-request-missing-${javaScriptEnabled ? "js" : "nojs"}`);

      const form = page.locator("form[action$='/schedule-call']");
      await form.getByLabel("Name *").fill(`Call ${label} ${run}`);
      await form.getByLabel("Email *").fill(`call-${run}-${javaScriptEnabled ? "js" : "nojs"}@example.com`);
      await form.getByLabel("Company").fill("Benelux Ventures");
      await form.getByLabel("Preferred Time").fill("Tuesday morning");
      await form.getByLabel("Message *").fill("We would like to discuss the round.");
      await form.getByRole("button", { name: "Send Request" }).click();
      await expectToast(page, "Call request sent successfully! We'll get back to you soon.");
      await page.waitForURL(`**${TIMELINE}`);
      await screenshot(page, `call-request-${javaScriptEnabled ? "js" : "nojs"}`);
      if (javaScriptEnabled) expect(await page.locator("#schedule-call").isVisible()).toBe(false);
      await context.close();
    });
  }

  browserIt("requests the captable without JavaScript", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await unlockedTimeline(context);
    await page.getByText("Request Captable", { exact: true }).click();
    const form = page
      .locator("form[action$='/request-document']")
      .filter({ has: page.locator("input[name=type][value=captable]") });
    await form.getByLabel("Name *").fill(`Doc requester ${run}`);
    await form.getByLabel("Email *").fill(`doc-${run}@example.com`);
    await form.getByRole("button", { name: "Submit Request" }).click();
    await expectToast(page, "Request Submitted");

    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await login(admin);
    await admin.goto("/admin/management/requests");
    await admin
      .getByTestId("document-request")
      .filter({ hasText: `Doc requester ${run}` })
      .waitFor();
    await adminContext.close();
    await context.close();
  });

  browserIt("opens the call dialog from a #schedule-call link (JS off)", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await unlockedTimeline(context);
    await page.goto(`${TIMELINE}#schedule-call`);
    await page.locator("#schedule-call").getByLabel("Name *").waitFor({ state: "visible" });
    await context.close();
  });
});

describe("subscriptions", () => {
  browserIt(
    "subscribes, confirms on the mailed link's page, receives an update and unsubscribes (JS off)",
    async () => {
      const email = `subscriber-${run}@example.com`;
      const visitorContext = await browser.newContext({ javaScriptEnabled: false });
      const visitor = await unlockedTimeline(visitorContext);
      await visitor.getByLabel("Email", { exact: true }).fill(`  ${email.toUpperCase()} `);
      await visitor.getByRole("button", { name: "Subscribe" }).click();
      await expectToast(visitor, "Check your inbox");

      // The link is in the subscriber's mailbox only: the admin's Outbox shows the mail with its token masked.
      const verifyUrl = linkIn(
        await mailTo(email, /Confirm your subscription/),
        /\/subscribe\/verify\?token=[0-9a-f]{64}$/,
      );
      const token = new URL(verifyUrl).searchParams.get("token")!;
      const adminContext = await browser.newContext();
      const admin = await adminContext.newPage();
      await login(admin);
      const shown = await mailFromOutbox(admin, new RegExp(`Confirm your subscription.*to ${email}`));
      await screenshot(admin, "admin-outbox");
      expect(shown).toContain("/subscribe/verify?token=…");
      expect(shown).not.toContain(token);
      expect(await admin.locator('a[href*="/subscribe/verify"]').count()).toBe(0);
      await admin
        .getByTestId("subscriber")
        .filter({ hasText: email })
        .filter({ hasText: "Not verified" })
        .waitFor();

      // Opening the link (as a mail scanner does) only asks; the button confirms.
      await visitor.goto(verifyUrl);
      await visitor.getByRole("heading", { name: "Confirm your subscription" }).waitFor();
      await screenshot(visitor, "subscription-confirm-nojs");
      await admin.goto("/admin/management/outbox");
      await admin
        .getByTestId("subscriber")
        .filter({ hasText: email })
        .filter({ hasText: "Not verified" })
        .waitFor();
      await visitor.getByRole("button", { name: "Confirm", exact: true }).click();
      await visitor.getByRole("heading", { name: "Subscription confirmed" }).waitFor();
      await admin.goto("/admin/management/outbox");
      await admin
        .getByTestId("subscriber")
        .filter({ hasText: email })
        .filter({ hasNotText: "Not verified" })
        .waitFor();

      // Publishing with notifications mails the verified subscriber.
      const title = `Subscriber news ${run}`;
      await admin.goto("/admin/management/add-update");
      await admin.getByLabel("Date", { exact: true }).fill("2026-12-01");
      await admin.getByLabel("Title", { exact: true }).fill(title);
      await admin.getByLabel("Description").fill("News for our subscribers.");
      await admin.getByLabel("Send notifications to subscribed investors").check();
      await admin.getByRole("button", { name: "Add Update" }).click();
      await admin.waitForURL("**/admin/management/updates");
      const notification = await mailTo(email, new RegExp(title));
      expect(notification.text_body).toContain("December 1, 2026");
      const unsubscribeUrl = linkIn(notification, /\/unsubscribe\?token=[0-9a-f]{64}$/);

      // Opening the link changes nothing until the button is pressed (mail scanners prefetch links).
      await visitor.goto(unsubscribeUrl);
      await visitor.getByRole("button", { name: "Uitschrijven" }).click();
      await visitor.getByText("Je bent succesvol uitgeschreven van de updates.").waitFor();
      await screenshot(visitor, "unsubscribed-nojs");
      await visitor.goto(unsubscribeUrl);
      await visitor
        .getByText("Er is een fout opgetreden bij het uitschrijven. Mogelijk ben je al uitgeschreven.")
        .waitFor();
      await admin.goto("/admin/management/outbox");
      expect(await admin.getByTestId("subscriber").filter({ hasText: email }).count()).toBe(0);

      await adminContext.close();
      await visitorContext.close();
    },
  );

  browserIt("confirms a subscription on the mailed link's page with JavaScript on", async () => {
    const email = `subscriber-js-${run}@example.com`;
    const context = await browser.newContext();
    const visitor = await unlockedTimeline(context);
    await visitor.getByLabel("Email", { exact: true }).fill(email);
    await visitor.getByRole("button", { name: "Subscribe" }).click();
    await expectToast(visitor, "Check your inbox");
    const verifyUrl = linkIn(await mailTo(email, /Confirm your subscription/), /\/subscribe\/verify\?token=/);
    await visitor.goto(verifyUrl);
    await visitor.getByRole("button", { name: "Confirm", exact: true }).click();
    await visitor.getByRole("heading", { name: "Subscription confirmed" }).waitFor();
    // The link is used up.
    await visitor.goto(verifyUrl);
    await visitor.getByText("This confirmation link is not valid or was already used.").waitFor();
    await context.close();
  });
});
