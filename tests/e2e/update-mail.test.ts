import { describe, expect } from "vitest";

import { browserIt, d1, DEMO, login, screenshot, useBrowser } from "./fixtures";

const browser = useBrowser();

/** Tomorrow's date in Amsterdam (a day ahead of UTC is always in the future there). */
const tomorrow = () => new Date(Date.now() + 36 * 3_600_000).toISOString().slice(0, 10);

describe("the update mail", () => {
  for (const javaScriptEnabled of [true, false]) {
    const label = javaScriptEnabled ? "JS on" : "JS off";

    browserIt(
      `a test to oneself read in the Outbox and at phone width, a scheduled mail, a reply as an investor (${label})`,
      async () => {
        const run = `${label} ${Date.now().toString(36)}`;
        const context = await browser.newContext({ javaScriptEnabled });
        const page = await context.newPage();
        await login(page);

        // 'Stuur test naar mijzelf': only to the founder; the form keeps what was typed.
        const testTitle = `Mail test ${run}`;
        await page.goto("/admin/management/add-update");
        await page.getByLabel("Title").fill(testTitle);
        await page.getByLabel("Description").fill("Revenue <up> 12% & churn down.");
        await page.getByRole("button", { name: "Stuur test naar mijzelf" }).click();
        await page
          .getByRole("status")
          .filter({ hasText: `De testmail is naar ${DEMO.email}` })
          .waitFor();
        expect(await page.getByLabel("Title").inputValue()).toBe(testTitle);

        // The mail in the Outbox tab (the queue delivers it in a moment).
        const deadline = Date.now() + 30_000;
        for (;;) {
          await page.goto("/admin/management/outbox");
          if (await page.getByTestId("outbox-mail").filter({ hasText: testTitle }).count()) break;
          if (Date.now() > deadline) throw new Error("the test mail is not in the Outbox");
          await page.waitForTimeout(500);
        }
        const mail = page.getByTestId("outbox-mail").filter({ hasText: testTitle });
        await mail.locator("summary").click();
        expect(await mail.getByTestId("outbox-body").textContent()).toContain(
          "Revenue <up> 12% & churn down.",
        );
        expect(await mail.textContent()).toContain(DEMO.email);

        // Its HTML at 375 px in Chromium, in dark mode: nothing wider than the screen (checked once).
        if (javaScriptEnabled) {
          const [row] = await d1<{ html_body: string }>(
            `SELECT html_body FROM outbox_emails WHERE kind = 'update-test' AND subject LIKE '%${testTitle.replace(/'/g, "''")}' LIMIT 1`,
          );
          const phone = await browser.newContext({ viewport: { width: 375, height: 740 } });
          const mailPage = await phone.newPage();
          await mailPage.emulateMedia({ colorScheme: "dark" });
          await mailPage.setContent(row!.html_body);
          // The dark scheme applies: light text on a dark card.
          expect(
            await mailPage.evaluate(() => [
              getComputedStyle(document.querySelector("h1")!).color,
              getComputedStyle(document.querySelector(".um-card")!).backgroundColor,
            ]),
          ).toEqual(["rgb(243, 244, 246)", "rgb(31, 41, 55)"]);
          const widths = await mailPage.evaluate(() => ({
            scroll: document.documentElement.scrollWidth,
            client: document.documentElement.clientWidth,
            widest: Math.max(
              ...[...document.querySelectorAll("body *")].map((e) => e.getBoundingClientRect().right),
            ),
          }));
          expect(widths.scroll).toBeLessThanOrEqual(widths.client);
          expect(widths.widest).toBeLessThanOrEqual(375);
          expect(await mailPage.getByText("Revenue <up> 12% & churn down.").isVisible()).toBe(true);
          await screenshot(mailPage, `update-mail-375-${javaScriptEnabled ? "js" : "nojs"}`);
          await phone.close();
        }

        // Scheduled: to the investors at Backlog, tomorrow at 10:00 Amsterdam time.
        const scheduledTitle = `Scheduled ${run}`;
        await page.goto("/admin/management/add-update");
        await page.getByLabel("Title").fill(scheduledTitle);
        await page.getByLabel("Description").fill("Our monthly update.");
        await page.getByRole("checkbox", { name: "Backlog" }).check();
        await page.getByRole("radio", { name: "Inplannen op" }).check();
        await page.getByLabel("Datum").fill(tomorrow());
        await page.getByLabel("Uur").selectOption("10");
        await page.getByRole("button", { name: "Add Update" }).click();
        await page.waitForURL("**/admin/management/updates");
        await page.getByTestId("toast").filter({ hasText: "De mail wordt verstuurd op" }).waitFor();
        const item = page.getByTestId("admin-update").filter({ hasText: scheduledTitle });
        expect(await item.getByTestId("update-scheduled").textContent()).toContain(
          "10:00 (Amsterdamse tijd)",
        );

        // An investor replies on the update's page, behind the gate.
        const investor = await browser.newContext({ javaScriptEnabled });
        const ip = await investor.newPage();
        await ip.goto(`/public/${DEMO.slug}/updates/demo-update-4`);
        await ip.getByLabel("Toegangscode").fill(DEMO.accessCode);
        await ip.getByRole("button", { name: "Toegang" }).click();
        await ip.getByRole("heading", { name: "Agency partner programme launched" }).waitFor();
        await ip.getByLabel("Naam").fill("Eva Investor");
        await ip.getByLabel("E-mail").fill("eva@fund.example");
        await ip.getByLabel("Bericht").fill(`How many shops came through the agencies? ${run}`);
        await ip.getByRole("button", { name: "Reageer", exact: true }).click();
        await ip.getByTestId("toast").filter({ hasText: "Je reactie is verstuurd" }).waitFor();
        await investor.close();

        // The founder reads it on the update's readers.
        await page.goto("/admin/management/updates?detail=demo-update-4");
        await page.getByTestId("update-reply").filter({ hasText: run }).waitFor();
        await context.close();
      },
      40_000,
    );
  }
});
