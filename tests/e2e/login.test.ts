import { describe, expect } from "vitest";

import { browserIt, DEMO, login, screenshot, useBrowser } from "./fixtures";

const browser = useBrowser();

describe("sign in", () => {
  for (const javaScriptEnabled of [true, false]) {
    const label = javaScriptEnabled ? "JS on" : "JS off";

    browserIt(`logs in and lands on /admin/dashboard (${label})`, async () => {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      await login(page, DEMO.email, DEMO.password, { viaForm: true });
      await expect.poll(() => page.url()).toMatch(/\/admin\/dashboard$/);
      await page.getByRole("heading", { name: "Our Journey So Far" }).waitFor();
      expect(await page.getByTestId("toast").textContent()).toContain("Succesvol ingelogd");
      expect(await page.getByTestId("timeline-item").count()).toBeGreaterThanOrEqual(4);
      await screenshot(page, `dashboard-${javaScriptEnabled ? "js" : "nojs"}`);

      await page.getByRole("button", { name: "Logout" }).click();
      await page.waitForURL("**/admin/login");
      await page.goto("/admin/dashboard");
      await page.waitForURL(/\/admin\/login\?redirectTo=/);
      await context.close();
    });

    browserIt(`shows the error for a wrong password (${label})`, async () => {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      await page.goto("/admin/login");
      await page.getByLabel("Email").fill(DEMO.email);
      await page.getByLabel("Wachtwoord").fill(`wrong-${label}`);
      await page.getByRole("button", { name: "Inloggen" }).click();
      await page.getByText("Onjuist e-mailadres of wachtwoord.").first().waitFor();
      expect(page.url()).toMatch(/\/admin\/login$/);
      await context.close();
    });
    browserIt(
      `answers an empty or malformed sign-in with the server's Dutch messages under the fields (${label})`,
      async () => {
        const context = await browser.newContext({ javaScriptEnabled });
        const page = await context.newPage();
        await page.goto("/admin/login");
        await page.getByRole("button", { name: "Inloggen" }).click();
        await page.getByText("Email is verplicht").waitFor();
        await page.getByText("Wachtwoord is verplicht").waitFor();
        expect(await page.getByLabel("Email").getAttribute("aria-invalid")).toBe("true");
        await page.getByLabel("Email").fill("not-an-address");
        await page.getByLabel("Wachtwoord").fill("secret-typed");
        await page.getByRole("button", { name: "Inloggen" }).click();
        await page.getByText("Voer een geldig e-mailadres in").waitFor();
        // The address comes back to correct; the password is never written into the page.
        expect(await page.getByLabel("Email").inputValue()).toBe("not-an-address");
        expect(await page.content()).not.toContain("secret-typed");
        expect(page.url()).toMatch(/\/admin\/login$/);
        await context.close();
      },
    );
  }

  browserIt("registers a new founder and their company from /admin (JS off)", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/admin");
    await page.getByRole("link", { name: "Geen account? Registreren" }).click();
    await page.getByRole("heading", { name: "Account Aanmaken" }).waitFor();
    await page.getByLabel("Volledige Naam").fill("Grace Founder");
    await page.getByLabel("Bedrijfsnaam").fill("Grace Robotics");
    await page.getByLabel("Email").fill("grace@example.com");
    await page.getByLabel("Wachtwoord").fill("a long enough password");
    await page.getByRole("button", { name: "Account Aanmaken" }).click();
    await page.waitForURL("**/admin/dashboard");
    expect(await page.getByTestId("toast").textContent()).toContain("Account aangemaakt");
    await page.getByText("No updates available yet.").waitFor();
    await context.close();
  });

  browserIt("shows the 404 screen for an unknown path", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const res = await page.goto("/this/does/not/exist");
    expect(res?.status()).toBe(404);
    await page.getByText("Oops! Page not found").waitFor();
    await page.getByRole("link", { name: "Return to Home" }).waitFor();
    await context.close();
  });
});
