import { describe, expect } from "vitest";

import {
  browserIt,
  confirmEmail,
  investorRow,
  inviteAndReadLink,
  login,
  registerFounder,
  screenshot,
  useBrowser,
} from "./fixtures";

const browser = useBrowser();
const stamp = Date.now().toString(36);

describe("mail to others waits for a confirmed address", () => {
  for (const javaScriptEnabled of [true, false]) {
    const label = javaScriptEnabled ? "JS on" : "JS off";
    const mode = javaScriptEnabled ? "js" : "nojs";

    browserIt(
      `a new founder's invite is refused with the reason and a button for a new mail; after confirming from the mail it goes out (${label})`,
      async () => {
        const founder = {
          email: `unconfirmed-${stamp}-${mode}@example.com`,
          password: "unconfirmed founder 2026",
          company: `Unconfirmed ${stamp} ${label}`,
        };
        await registerFounder("Uma Unconfirmed", founder, { verified: false });
        const context = await browser.newContext({ javaScriptEnabled });
        const page = await context.newPage();
        await login(page, founder.email, founder.password);
        await page.getByTestId("verify-banner").waitFor();

        await page.goto("/admin/management/investors");
        await page.getByLabel("Name", { exact: true }).fill("Nina Early");
        await page.getByLabel("Email", { exact: true }).fill(`nina-${stamp}-${mode}@fund.example`);
        await page.getByRole("button", { name: "Send invite" }).click();
        const refusal = page.getByTestId("verify-refusal");
        await refusal.waitFor();
        expect(await refusal.innerText()).toContain(
          "Bevestig eerst je e-mailadres voordat je mails naar anderen verstuurt",
        );
        await refusal.getByRole("button", { name: "Bevestigingsmail opnieuw sturen" }).waitFor();
        await screenshot(page, `mail-needs-verification-${mode}`);
        // Nothing was written: the tab lists no investor.
        await page.goto("/admin/management/investors");
        expect(await investorRow(page, "Nina Early").count()).toBe(0);

        // The founder opens the link in the verification mail; the same invite now goes out.
        await confirmEmail(founder.email);
        await page.goto("/admin/dashboard");
        expect(await page.getByTestId("verify-banner").count()).toBe(0);
        const link = await inviteAndReadLink(page, "Nina Early", `nina-${stamp}-${mode}@fund.example`);
        expect(link).toMatch(/\/i\/[A-Za-z0-9_-]{43}$/);
        await context.close();
      },
    );
  }
});
