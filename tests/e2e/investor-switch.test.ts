import { beforeAll, describe, expect } from "vitest";

import {
  browserIt,
  hasChromium,
  inviteAndReadLink,
  login,
  registerFounder,
  screenshot,
  useBrowser,
} from "./fixtures";

const browser = useBrowser();
const stamp = Date.now().toString(36);
// A company of its own: other test files work on the demo company.
const FOUNDER = {
  email: `switch-${stamp}@example.com`,
  password: "switch-e2e-2026",
  company: `Investor Switch ${stamp}`,
};

describe("one investor per browser", () => {
  let ann = "";
  let bob = "";

  beforeAll(async () => {
    if (!hasChromium) return;
    await registerFounder("Sam Switch", FOUNDER);
    const admin = await browser.newContext();
    const page = await admin.newPage();
    await login(page, FOUNDER.email, FOUNDER.password);
    ann = await inviteAndReadLink(page, "Ann Switch", `ann-switch-${stamp}@fund.example`);
    bob = await inviteAndReadLink(page, "Bob Switch", `bob-switch-${stamp}@fund.example`);
    await admin.close();
  });

  for (const javaScriptEnabled of [true, false]) {
    const label = javaScriptEnabled ? "JS on" : "JS off";
    browserIt(
      `another investor's link asks before switching; 'Blijven als …' keeps the browser's investor, 'Doorgaan als …' switches (${label})`,
      async () => {
        const context = await browser.newContext({ javaScriptEnabled });
        const page = await context.newPage();
        await page.goto(ann);
        await page.waitForURL("**/pitch-deck");

        await page.goto(bob);
        await page.getByRole("heading", { name: "Andere investeerder" }).waitFor();
        await page
          .getByText("Deze browser hoort bij Ann Switch. Deze persoonlijke link is van Bob Switch.")
          .waitFor();
        await screenshot(page, `investor-switch-${javaScriptEnabled ? "js" : "nojs"}`);
        await page.getByRole("link", { name: "Blijven als Ann Switch" }).click();
        await page.waitForURL("**/pitch-deck");

        // Still Ann's browser: Bob's link asks again; this time the browser goes on as Bob.
        await page.goto(bob);
        await page.getByRole("button", { name: "Doorgaan als Bob Switch" }).click();
        await page.waitForURL("**/pitch-deck");
        // Now Bob's: his own link opens at once, and Ann's asks.
        await page.goto(bob);
        await page.waitForURL("**/pitch-deck");
        await page.goto(ann);
        await page.getByRole("button", { name: "Doorgaan als Ann Switch" }).waitFor();
        expect(await page.getByText("Deze browser hoort bij Bob Switch.", { exact: false }).count()).toBe(1);
        await context.close();
      },
    );
  }
});
