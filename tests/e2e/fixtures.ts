import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, beforeAll, inject, it } from "vitest";

export const baseUrl = inject("baseUrl");
export const hasChromium = inject("chromium");
export const DEMO = { email: "founder@example.com", password: "demo-founder-2026", slug: "demo", accessCode: "investor2026" };
export const artifacts = join(process.cwd(), "test-results");

/** `it` that runs only when Chromium exists (global setup already failed the run under CI). */
export const browserIt = hasChromium ? it : it.skip;

let browser: Browser | undefined;

/** One Chromium per test file, launched offline-friendly (no background networking). */
export function useBrowser() {
  beforeAll(async () => {
    if (!hasChromium) return;
    browser = await chromium.launch({
      executablePath: "/usr/bin/chromium",
      headless: true,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-dev-shm-usage",
      ],
    });
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    async newContext(opts: { javaScriptEnabled?: boolean; viewport?: { width: number; height: number }; permissions?: string[] } = {}): Promise<BrowserContext> {
      return browser!.newContext({
        baseURL: baseUrl,
        javaScriptEnabled: opts.javaScriptEnabled ?? true,
        viewport: opts.viewport ?? { width: 1280, height: 900 },
        permissions: opts.permissions,
      });
    },
  };
}

export async function login(page: Page, email = DEMO.email, password = DEMO.password) {
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Wachtwoord").fill(password);
  await page.getByRole("button", { name: "Inloggen" }).click();
  await page.waitForURL("**/admin/dashboard");
}

export async function screenshot(page: Page, name: string) {
  mkdirSync(artifacts, { recursive: true });
  const path = join(artifacts, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}
