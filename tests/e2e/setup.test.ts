import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterAll, beforeAll, describe, expect, inject } from "vitest";

import { startWorker } from "../../workers/local/lib.mjs";
import { browserIt, hasChromium, screenshot, useBrowser } from "./fixtures";

/**
 * The first run of a production install (ADR 031): the production environment's vars on an empty
 * database of its own (not the seeded one the other browser tests share). The first visitor is
 * sent to /setup; the page refuses a wrong token with JavaScript on, and creates the owner with
 * JavaScript off; then it is gone.
 */
const browser = useBrowser();
const TOKEN = "e2e-setup-token-0123456789abcdef";
let worker: Awaited<ReturnType<typeof startWorker>> | undefined;
let state = "";

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });
}

beforeAll(async () => {
  if (!hasChromium) return;
  state = mkdtempSync(join(tmpdir(), "e2e-setup-"));
  // D1 state is kept by database id, which both environments share: a migrated, empty database
  // (the run's global setup migrated it once), then served as production.
  cpSync(inject("migratedStatePath"), state, { recursive: true });
  worker = await startWorker({
    port: await freePort(),
    persistTo: state,
    env: "production",
    vars: { SESSION_SECRET: "e2e-setup-session-secret-0123456789abcdef", SETUP_TOKEN: TOKEN },
  });
}, 180_000);

afterAll(() => {
  worker?.stop();
  if (state) rmSync(state, { recursive: true, force: true });
});

describe("first run: /setup on an empty production install", () => {
  browserIt(
    "sends the first visitor to /setup and refuses a wrong token and a short password (JS on)",
    async () => {
      const context = await browser.newContext({ javaScriptEnabled: true });
      const page = await context.newPage();
      await page.goto(`${worker!.url}/`);
      await page.waitForURL("**/setup");
      await page.getByRole("heading", { name: "Eerste eigenaar aanmaken" }).waitFor();
      await page.getByLabel("Setup-token").fill("not-the-right-token-0000");
      await page.getByLabel("Volledige Naam").fill("Eva de Vries");
      await page.getByLabel("Bedrijfsnaam").fill("Zonnepanelen BV");
      await page.getByLabel("Email").fill("eva@zonnepanelen.example");
      await page.getByLabel("Wachtwoord").fill("short");
      await page.getByRole("button", { name: "Eigenaar aanmaken" }).click();
      await page.getByText("Wachtwoord moet minstens 10 tekens bevatten").waitFor();
      await page.getByLabel("Setup-token").fill("not-the-right-token-0000");
      await page.getByLabel("Wachtwoord").fill("a-long-password-2026");
      await page.getByRole("button", { name: "Eigenaar aanmaken" }).click();
      await page.getByText("Onjuiste setup-token.").waitFor();
      expect(page.url()).toMatch(/\/setup$/);
      // Neither the token nor the password is written back into the page.
      const html = await page.content();
      expect(html).not.toContain("not-the-right-token-0000");
      expect(html).not.toContain("a-long-password-2026");
      await screenshot(page, "setup-refused");
      await context.close();
    },
  );

  browserIt("creates the owner and their company, signs them in, and closes (JS off)", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${worker!.url}/setup`);
    await page.getByLabel("Setup-token").fill(TOKEN);
    await page.getByLabel("Volledige Naam").fill("Eva de Vries");
    await page.getByLabel("Bedrijfsnaam").fill("Zonnepanelen BV");
    await page.getByLabel("Email").fill("eva@zonnepanelen.example");
    await page.getByLabel("Wachtwoord").fill("a-long-password-2026");
    await page.getByRole("button", { name: "Eigenaar aanmaken" }).click();
    await page.waitForURL("**/admin/dashboard");
    expect(await page.getByTestId("toast").textContent()).toContain("Eigenaar aangemaakt");
    await page.getByTestId("first-run-checklist").waitFor();
    await screenshot(page, "setup-owner-dashboard");

    const closed = await page.goto(`${worker!.url}/setup`);
    expect(closed!.status()).toBe(404);
    await page.goto(`${worker!.url}/`);
    await page.waitForURL("**/public/zonnepanelen-bv");
    await context.close();
  });
});
