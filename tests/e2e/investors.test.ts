import { beforeAll, describe, expect } from "vitest";

import { DECK_PAGES, makePdf } from "../factories/documents";
import {
  browserIt,
  deckCounter,
  hasChromium,
  investorRow,
  inviteAndReadLink,
  login,
  openLinkAndRead,
  pollInvestorCell,
  registerFounder,
  revokeThroughMenu,
  screenshot,
  useBrowser,
} from "./fixtures";

const browser = useBrowser();
const TAB = "/admin/management/investors";
const stamp = Date.now().toString(36);
// A company of its own, with its own deck: other test files work on the demo company.
const FOUNDER = {
  email: `investors-${stamp}@example.com`,
  password: "investors-e2e-2026",
  company: `Investor Links ${stamp}`,
};

describe("investor links and the Investors tab", () => {
  beforeAll(async () => {
    if (!hasChromium) return;
    await registerFounder("Ivo Investors", FOUNDER);
  });

  browserIt(
    "admin invites an investor; the investor opens the link, reads three pages and asks; the admin sees time per page and the question",
    async () => {
      const admin = await browser.newContext();
      const page = await admin.newPage();
      await login(page, FOUNDER.email, FOUNDER.password);
      await page.goto("/admin/management/documents");
      const card = page.getByTestId("upload-card-pdf");
      await card.getByLabel("Bestand kiezen").setInputFiles({
        name: "Investor deck.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.from(await makePdf(DECK_PAGES)),
      });
      await card.getByRole("button", { name: "Uploaden" }).click();
      const row = page.getByTestId("document-row").filter({ hasText: "Investor deck.pdf" });
      await expect
        .poll(() => row.getByTestId("document-pages").getAttribute("data-pages"), { timeout: 60_000 })
        .toBe("3");
      await row.getByTestId("version-live").waitFor({ timeout: 30_000 });

      const link = await inviteAndReadLink(
        page,
        "Nora Northwind",
        `nora-${stamp}@northwind.example`,
        "Northwind Ventures",
      );

      // A fresh browser: no access code, only the link.
      const investor = await openLinkAndRead(browser, link, { pages: 3, dwellMs: 2200 });
      expect(await deckCounter(investor)).toBe("3/3");
      await investor.getByLabel("Your question").fill("How much are you raising in the seed round?");
      await investor.getByRole("button", { name: "Send" }).click();
      const reply = investor.getByTestId("assistant-message").nth(1);
      await expect.poll(() => reply.innerText(), { timeout: 20_000 }).toMatch(/1\.5 million euro/);
      // Leaving the page sends what is still waiting (pagehide / visibilitychange).
      await investor.goto("about:blank");

      // Deck seen: all three pages.
      await pollInvestorCell(page, "Nora Northwind", "deckShare").toBe("100%");
      await screenshot(page, "investors-tab");
      await investorRow(page, "Nora Northwind").getByRole("link", { name: "Nora Northwind" }).click();
      const detail = page.getByTestId("visitor-detail");
      await detail.waitFor();
      const seconds = await page
        .getByTestId("page-time")
        .evaluateAll((items) => items.map((i) => Number((i as HTMLElement).dataset.seconds)));
      expect(seconds).toHaveLength(3);
      for (const s of seconds.slice(0, 2)) expect(s).toBeGreaterThanOrEqual(2);
      expect(seconds[2]).toBeGreaterThanOrEqual(1);
      const question = page
        .getByTestId("asked-question")
        .filter({ hasText: "How much are you raising in the seed round?" });
      await question.waitFor();
      expect(await question.getByTestId("cited-pages").innerText()).toContain("page 3");
      await screenshot(page, "investors-detail");
      await Promise.all([admin.close(), investor.context().close()]);
    },
  );

  browserIt(
    "with JavaScript off: the invite form works, and each deck page the investor opens is recorded",
    async () => {
      const admin = await browser.newContext({ javaScriptEnabled: false });
      const page = await admin.newPage();
      await login(page, FOUNDER.email, FOUNDER.password);

      // A bad expiry date is refused with a message; nothing is sent.
      await page.goto(TAB);
      await page.getByLabel("Name", { exact: true }).fill("Otto Offline");
      await page.getByLabel("Email", { exact: true }).fill(`otto-${stamp}@offline.example`);
      await page.getByLabel("Expires on (optional)").fill("2001-01-01");
      await page.getByRole("button", { name: "Send invite" }).click();
      await page.getByText("The expiry date must be today or later.").waitFor();
      expect(await investorRow(page, "Otto Offline").count()).toBe(0);

      const link = await inviteAndReadLink(page, "Otto Offline", `otto-${stamp}@offline.example`);
      // Without JavaScript each deck page is its own address.
      const investor = await openLinkAndRead(browser, link, {
        pages: 3,
        dwellMs: 1500,
        javaScriptEnabled: false,
      });
      expect(investor.url()).toMatch(/\/pitch-deck\?slide=3$/);
      expect(await deckCounter(investor)).toBe("3/3");
      await investor.goto(link.replace(/\/i\/.*/, "/timeline"));

      const row = investorRow(page, "Otto Offline");
      await pollInvestorCell(page, "Otto Offline", "deckShare").toBe("100%");
      await row.getByRole("link", { name: "Otto Offline" }).click();
      // Without JavaScript the click is a full page load: read the detail page once it is there.
      await page.getByTestId("page-time").nth(2).waitFor();
      const pageSeconds = () =>
        page
          .getByTestId("page-time")
          .evaluateAll((items) => items.map((i) => Number((i as HTMLElement).dataset.seconds)));
      // The timeline view that ends page 3's time is written a moment after its response (events
      // are batched): read the detail page again until it is there.
      await expect
        .poll(
          async () => {
            const last = (await pageSeconds())[2] ?? 0;
            if (last < 1) await page.reload();
            return last;
          },
          { timeout: 10_000 },
        )
        .toBeGreaterThanOrEqual(1);
      const seconds = await pageSeconds();
      // Pages 1 and 2: the time until the next page was asked for; page 3: until the timeline.
      expect(seconds[0]).toBeGreaterThanOrEqual(1);
      expect(seconds[1]).toBeGreaterThanOrEqual(1);
      expect(seconds[2]).toBeGreaterThanOrEqual(1);

      // Revoke (through the row's menu, which asks once more — no script needed), then the link shows the gate with why.
      await page.goto(TAB);
      await revokeThroughMenu(row);
      await row.getByTestId("link-state").filter({ hasText: "Revoked" }).waitFor();
      await investor.goto(link);
      await investor
        .getByTestId("gate-description")
        .getByText("This personal link has been revoked.", { exact: false })
        .waitFor();
      await Promise.all([admin.close(), investor.context().close()]);
    },
  );
});
