import type { BrowserContext } from "playwright-core";
import { describe, expect } from "vitest";

import { SALES_VIEW_GROUPS } from "../../app/domain/growth/sales-dashboard";
import { seriousViolations } from "./axe";
import { browserIt, DEMO, login, settler, useBrowser } from "./fixtures";

/**
 * axe-core on every page: no serious or critical violation. The pages are visited the way
 * their users see them — admin pages signed in, public pages with the access grant, the rest
 * anonymous — at desktop and phone width.
 */
const browser = useBrowser();

const ADMIN_PAGES = [
  "/admin/dashboard",
  ...[
    "documents",
    "interviews",
    "chat-messages",
    "videos",
    "sales-dashboard",
    "sales-input",
    "updates",
    "add-update",
    "settings",
    "team",
    "requests",
    "outbox",
  ].map((tab) => `/admin/management/${tab}`),
  "/admin/management/videos?add=1",
  "/admin/management/investors",
  "/admin/management/investors?invite=1",
  "/admin/management/investors?visitor=i%3Ademo-investor-sanne",
  "/admin/pipeline",
  "/admin/pipeline?view=table",
  "/admin/pipeline?view=import",
  ...SALES_VIEW_GROUPS.flatMap((g) => g.views.map(([view]) => `/admin/sales-metrics?view=${view}`)),
  "/numbers",
  "/numbers?valuation=1",
  "/numbers?breakdown=1",
  "/numbers/wizard",
  "/numbers/wizard?step=wacc&mode=edit",
  "/monthly-costs",
  "/monthly-costs?copy=1",
  "/sales-metrics",
  "/forecast",
  "/forecast?new=1",
  "/report",
  "/pitch-deck-chat",
  "/forecast-chat",
  "/dev",
  "/admin/account",
];
const PUBLIC_PAGES = ["", "/timeline", "/videos", "/pitch-deck"].map((p) => `/public/${DEMO.slug}${p}`);
const OPEN_PAGES = [
  "/admin/login",
  "/admin/login?mode=register",
  "/admin/forgot-password",
  `/public/${DEMO.slug}`,
  `/public/${DEMO.slug}/thank-you`,
  "/no-such-page",
  "/unsubscribe",
  "/subscribe/verify",
  "/interview/not-a-token",
];

async function audit(context: BrowserContext, paths: string[]) {
  const page = await context.newPage();
  const settle = settler(page);
  const found: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await settle();
    for (const v of await seriousViolations(page)) found.push(`${path}: ${v}`);
  }
  await page.close();
  return found;
}

async function unlock(context: BrowserContext) {
  const page = await context.newPage();
  await page.goto(`/public/${DEMO.slug}`);
  await page.getByLabel("Toegangscode").fill(DEMO.accessCode);
  await page.getByRole("button", { name: "Toegang" }).click();
  await page.getByRole("heading", { name: /Welcome to/ }).waitFor();
  await page.close();
}

describe("accessibility (axe-core): no serious or critical violations", () => {
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    browserIt(
      `admin and financial pages at ${viewport.width} px`,
      async () => {
        const context = await browser.newContext({ viewport });
        const page = await context.newPage();
        await login(page);
        // A conversation on the chat page, so its message bubbles (and their copy buttons) are audited too.
        const asked = await context.request.post("/pitch-deck-chat", {
          form: { intent: "ask", question: "What is the pricing?" },
          headers: { Origin: new URL(page.url()).origin },
        });
        expect(asked.status()).toBeLessThan(400);
        expect(await audit(context, ADMIN_PAGES)).toEqual([]);
        await context.close();
      },
      240_000,
    );

    browserIt(
      `a refused investor form and the 404 pages at ${viewport.width} px: error lists, titles and language pass`,
      async () => {
        // JavaScript on: axe runs in the page.
        const context = await browser.newContext({ viewport });
        const page = await context.newPage();
        // A file nobody may open answers with the site's 404 page, not a bare "Not Found".
        const missing = await page.goto("/documents/no-such-document");
        expect(missing?.status()).toBe(404);
        expect(await page.title()).toBe("Page not found");
        expect(await page.locator("html").getAttribute("lang")).toBe("en");
        await page.getByRole("link", { name: "Return to Home" }).waitFor();
        expect(await seriousViolations(page)).toEqual([]);
        await page.goto("/no-such-page");
        expect(await page.title()).toBe("Page not found");
        expect(await page.locator("html").getAttribute("lang")).toBe("en");

        await page.goto(`/public/${DEMO.slug}/timeline`);
        await page.getByLabel("Toegangscode").fill(DEMO.accessCode);
        await page.getByRole("button", { name: "Toegang" }).click();
        await page.getByText("Request Captable", { exact: true }).waitFor();
        expect(await page.locator("html").getAttribute("lang")).toBe("en");
        await page.getByText("Request Captable", { exact: true }).click();
        const form = page
          .locator("form[action$='/request-document']")
          .filter({ has: page.locator("input[name=type][value=captable]") });
        // No name: refused by the server (the field is aria-required, so the browser lets it through).
        await form.getByLabel("Email *").fill("axe-checker@example.com");
        await form.getByRole("button", { name: "Submit Request" }).click();
        const alert = page
          .getByRole("alert")
          .filter({ has: page.locator("li") })
          .first();
        await alert.waitFor();
        expect(await page.locator("ul[role=alert], ol[role=alert]").count()).toBe(0);
        expect(await page.locator("html").getAttribute("lang")).toBe("en");
        expect(await seriousViolations(page)).toEqual([]);
        await context.close();
      },
      240_000,
    );

    browserIt(
      `public pages (with the grant) and open pages at ${viewport.width} px`,
      async () => {
        const anonymous = await browser.newContext({ viewport });
        const openFound = await audit(anonymous, OPEN_PAGES);
        await unlock(anonymous);
        const publicFound = await audit(anonymous, PUBLIC_PAGES);
        expect([...openFound, ...publicFound]).toEqual([]);
        await anonymous.close();
      },
      240_000,
    );
  }
});
