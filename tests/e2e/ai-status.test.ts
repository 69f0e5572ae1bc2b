import { beforeAll, describe, expect } from "vitest";

import { browserIt, hasChromium, login, registerFounder, useBrowser } from "./fixtures";

const browser = useBrowser();
const SETTINGS = "/admin/management/settings";
const stamp = Date.now().toString(36);
// A company of its own: its AI status stays out of the other tests.
const FOUNDER = {
  email: `ai-status-${stamp}@example.com`,
  password: "ai-status-e2e-2026",
  company: `AI status ${stamp}`,
};

describe("Settings → AI status", () => {
  beforeAll(async () => {
    if (!hasChromium) return;
    await registerFounder("Ada Status", FOUNDER);
  });

  for (const javaScriptEnabled of [false, true]) {
    browserIt(
      `shows the provider and the last error, and 'Test' reports in Dutch (JavaScript ${javaScriptEnabled ? "on" : "off"})`,
      async () => {
        const context = await browser.newContext({ javaScriptEnabled });
        const page = await context.newPage();
        await login(page, FOUNDER.email, FOUNDER.password);
        await page.goto(SETTINGS);
        const card = page.getByTestId("ai-status");
        await card.getByRole("heading", { name: "AI status" }).waitFor();
        // `npm start` and the tests run the local provider: no model, nothing failed.
        expect(await card.getByTestId("ai-provider").innerText()).toContain("lokaal");
        expect(await card.getByTestId("ai-last-error").innerText()).toBe("geen");
        await card.getByRole("button", { name: "Test" }).click();
        await page.getByText("AI-test geslaagd").waitFor();
        await page.getByText("De lokale provider gebruikt geen model: er valt niets te testen.").waitFor();
        expect(new URL(page.url()).pathname).toBe("/admin/management/settings");
        await context.close();
      },
    );
  }
});
