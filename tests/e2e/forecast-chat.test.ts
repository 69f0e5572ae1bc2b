import type { BrowserContext, Page } from "playwright-core";
import { describe, expect } from "vitest";

import { browserIt, login, screenshot, useBrowser } from "./fixtures";

const browser = useBrowser();

/** A fresh founder (their own company, so the upload does not touch the demo data). */
async function register(context: BrowserContext): Promise<{ page: Page; email: string; password: string }> {
  const page = await context.newPage();
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `forecast-${id}@example.com`;
  const password = "a long enough password";
  await page.goto("/admin?mode=register");
  await page.getByLabel("Volledige Naam").fill("Forecast Founder");
  await page.getByLabel("Bedrijfsnaam").fill(`Forecast Co ${id}`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Wachtwoord").fill(password);
  await page.getByRole("button", { name: "Account Aanmaken" }).click();
  await page.waitForURL("**/admin/dashboard");
  return { page, email, password };
}

async function workbook(): Promise<Buffer> {
  const XLSX = await import("@e965/xlsx");
  const wb = XLSX.utils.book_new();
  const months = [
    new Date(Date.UTC(2026, 0, 1)),
    new Date(Date.UTC(2026, 1, 1)),
    new Date(Date.UTC(2026, 2, 1)),
  ];
  XLSX.utils.book_append_sheet(
    wb,
    XLSX.utils.aoa_to_sheet(
      [
        ["", ...months],
        ["Revenue", 20000, 23000, 26500],
        ["Customers", 150, 170, 190],
      ],
      { cellDates: true, dateNF: "mmm yyyy" },
    ),
    "Revenue",
  );
  XLSX.utils.book_append_sheet(
    wb,
    XLSX.utils.aoa_to_sheet([
      ["Month", "Personnel", "Cloud"],
      ["2026-01", 40000, 3000],
    ]),
    "Costs",
  );
  return Buffer.from(XLSX.write(wb, { type: "array", bookType: "xlsx" }) as ArrayBuffer);
}

describe("/forecast-chat: the Excel forecast chat", () => {
  browserIt(
    "answers a month's revenue from an uploaded workbook, citing its cell, with JavaScript (streamed) and without",
    async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
      const { page, email, password } = await register(context);
      await page.goto("/forecast-chat");
      await page.getByTestId("no-forecast").getByText("No Excel forecast uploaded").waitFor();

      await page.goto("/admin/management/documents");
      const card = page.getByTestId("upload-card-excel");
      await card.getByLabel("Bestand kiezen").setInputFiles({
        name: "Forecast 2026.xlsx",
        mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        buffer: await workbook(),
      });
      await card.getByRole("button", { name: "Uploaden" }).click();
      await expect
        .poll(() => card.getByTestId("upload-progress-item").getAttribute("data-state"), { timeout: 15_000 })
        .toBe("done");

      // The queue consumer parses the sheets; the chat opens once they are there.
      const input = page.getByPlaceholder("Ask a question about the forecast...");
      await expect
        .poll(
          async () => {
            await page.goto("/forecast-chat");
            return input.count();
          },
          { timeout: 30_000, interval: 1000 },
        )
        .toBe(1);
      expect(await page.getByTestId("forecast-file").textContent()).toContain("Forecast 2026.xlsx");
      // The suggestions come from the workbook's own rows and periods.
      expect(await page.getByText("What is Revenue in Mar 2026?").count()).toBeGreaterThan(0);
      await input.fill("What was revenue in March 2026?");
      await page.getByRole("button", { name: "Send" }).click();
      const answer = page.getByTestId("assistant-message").last();
      await answer.getByText(/26500 — 'Revenue'!D2 \(Revenue × Mar 2026\)/).waitFor();
      await screenshot(page, "forecast-chat");

      const noJs = await browser.newContext({ javaScriptEnabled: false });
      const plain = await noJs.newPage();
      await login(plain, email, password);
      await plain.goto("/admin/forecast-chat");
      await plain
        .getByPlaceholder("Ask a question about the forecast...")
        .fill("What are the personnel costs?");
      await plain.getByRole("button", { name: "Send" }).click();
      await plain.getByTestId("user-message").filter({ hasText: "What are the personnel costs?" }).waitFor();
      expect(await plain.getByTestId("assistant-message").last().textContent()).toContain(
        "40000 — 'Costs'!B2 (2026-01 × Personnel)",
      );
      await noJs.close();
      await context.close();
    },
  );
});
