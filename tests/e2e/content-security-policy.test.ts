import type { Page } from "playwright-core";
import { describe, expect } from "vitest";

import { browserIt, DEMO, login, settler, useBrowser } from "./fixtures";

// Every browser test already fails on a CSP violation (the guard in fixtures.ts); this one
// tours the main pages on purpose, checks the policy is really sent and that the app still
// hydrates under it, and proves the guard sees a violation when one happens.
const browser = useBrowser();

const ADMIN_PAGES = [
  "/admin/dashboard",
  ...[
    "documents",
    "interviews",
    "chat-messages",
    "videos",
    "updates",
    "add-update",
    "settings",
    "requests",
    "outbox",
    "investors",
  ].map((tab) => `/admin/management/${tab}`),
  "/numbers",
  "/numbers/wizard",
  "/monthly-costs",
  "/sales-metrics",
  "/forecast",
  "/report",
  "/pitch-deck-chat",
  "/forecast-chat",
];

/**
 * Opens a page and waits until React has hydrated it and its lazy pieces have loaded (the page's
 * requests are counted from its `settler(page)`, called when it is opened).
 */
async function visit(page: Page, path: string) {
  const res = await page.goto(path);
  expect(res?.status(), path).toBe(200);
  const csp = res!.headers()["content-security-policy"] ?? "";
  expect(csp, path).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
  expect(csp, path).toContain("frame-ancestors 'self'");
  await page.waitForFunction(
    () =>
      (window as unknown as { __remixRouter?: { state: { initialized: boolean } } }).__remixRouter?.state
        .initialized === true,
  );
  await settler(page)();
}

describe("Content-Security-Policy in the browser", () => {
  browserIt("the public pages load, hydrate and stream a chat answer without a violation", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    settler(page);
    // The video players are third-party frames: answer them locally (the test runs offline).
    await context.route(/youtube-nocookie\.com|player\.vimeo\.com/, (route) =>
      route.fulfill({ contentType: "text/html", body: "<!doctype html><title>player</title>" }),
    );
    await visit(page, `/public/${DEMO.slug}`);
    const gate = page.getByLabel("Toegangscode");
    if (await gate.isVisible()) {
      await gate.fill(DEMO.accessCode);
      await page.getByRole("button", { name: "Toegang" }).click();
      await page.getByLabel("Toegangscode").waitFor({ state: "detached" });
    }
    for (const path of ["timeline", "videos", "pitch-deck"])
      await visit(page, `/public/${DEMO.slug}/${path}`);
    // A streamed answer (fetch of the event stream from our origin).
    const input = page.getByPlaceholder("Ask your question about the pitch deck...");
    await input.fill("How much are you raising in the seed round?");
    await input.press("Enter");
    await expect
      .poll(() => page.getByTestId("assistant-message").count(), { timeout: 20_000 })
      .toBeGreaterThanOrEqual(2);
    await page.getByRole("button", { name: "Reset Chat" }).waitFor();
    await page.getByRole("button", { name: "Reset Chat" }).click();
    await expect.poll(() => page.getByTestId("user-message").count()).toBe(0);
    await context.close();
  });

  browserIt(
    "every members' page and admin tab loads and hydrates without a violation; client navigation fetches .data",
    async () => {
      const context = await browser.newContext();
      const page = await context.newPage();
      settler(page);
      await login(page);
      for (const path of ADMIN_PAGES) await visit(page, path);
      // A client-side navigation: the router fetches /numbers.data from our origin.
      const data = page.waitForResponse((r) => new URL(r.url()).pathname === "/numbers.data");
      await page.evaluate(() =>
        (
          window as unknown as { __remixRouter: { navigate: (to: string) => Promise<void> } }
        ).__remixRouter.navigate("/numbers"),
      );
      const answer = await data;
      expect(answer.headers()["x-content-type-options"]).toBe("nosniff");
      expect(answer.headers()["cache-control"]).toBe("private, no-store");
      await page.waitForURL("**/numbers");
      await context.close();
    },
  );

  browserIt("an inline script without the nonce is refused, and the guard reports it", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    settler(page);
    await visit(page, "/admin/login");
    await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.__injected = true";
      document.body.appendChild(script);
    });
    // Both reports arrive: Chromium's own console message and the securitypolicyviolation listener's.
    const seen: string[] = [];
    await expect
      .poll(() => {
        seen.push(...browser.takeCspViolations());
        return (
          seen.some((m) => m.includes("Content Security Policy")) &&
          seen.some((m) => m.includes("CSP violation: script-src-elem blocked inline"))
        );
      })
      .toBe(true);
    expect(
      await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected),
    ).toBeUndefined();
    await context.close();
  });

  browserIt(
    "static files, served before the Worker, are sent with nosniff too (public/_headers)",
    async () => {
      const context = await browser.newContext();
      const page = await context.newPage();
      settler(page);
      const scripts: string[] = [];
      page.on("response", (r) => {
        if (new URL(r.url()).pathname.startsWith("/assets/"))
          scripts.push(r.headers()["x-content-type-options"] ?? "missing");
      });
      await visit(page, "/admin/login");
      expect(scripts.length).toBeGreaterThan(0);
      expect(new Set(scripts)).toEqual(new Set(["nosniff"]));
      const favicon = await context.request.get("/favicon.svg");
      expect(favicon.headers()["x-content-type-options"]).toBe("nosniff");
      expect((await context.request.get("/_headers")).status()).not.toBe(200);
      await context.close();
    },
  );
});
