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
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([["Month", "Revenue", "Customers"], ["2026-01", 20000, 150], ["2026-02", 23000, 170]]), "Revenue");
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([["Month", "Personnel", "Cloud"], ["2026-01", 40000, 3000]]), "Costs");
  return Buffer.from(XLSX.write(wb, { type: "array", bookType: "xlsx" }) as ArrayBuffer);
}

describe("/forecast-chat: the Excel forecast chat", () => {
  browserIt("answers from an uploaded workbook, with JavaScript (streamed) and without", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
    const { page, email, password } = await register(context);
    await page.goto("/forecast-chat");
    await page.getByTestId("no-forecast").getByText("No Excel forecast uploaded").waitFor();

    await page.goto("/admin/management?tab=documents");
    const card = page.getByTestId("upload-card-excel");
    await card.getByLabel("Bestand kiezen").setInputFiles({ name: "Forecast 2026.xlsx", mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", buffer: await workbook() });
    await card.getByRole("button", { name: "Uploaden" }).click();
    await expect.poll(() => card.getByTestId("upload-progress-item").getAttribute("data-state"), { timeout: 15_000 }).toBe("done");

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
    await input.fill("What are the personnel costs?");
    await page.getByRole("button", { name: "Send" }).click();
    const answer = page.getByTestId("assistant-message").last();
    await answer.getByText(/Personnel 40\.000/).waitFor();
    expect(await answer.textContent()).toContain("sheet 2 (Costs)");
    await screenshot(page, "forecast-chat");

    const noJs = await browser.newContext({ javaScriptEnabled: false });
    const plain = await noJs.newPage();
    await login(plain, email, password);
    await plain.goto("/admin/forecast-chat");
    await plain.getByPlaceholder("Ask a question about the forecast...").fill("What is the revenue?");
    await plain.getByRole("button", { name: "Send" }).click();
    await plain.getByTestId("user-message").filter({ hasText: "What is the revenue?" }).waitFor();
    expect(await plain.getByTestId("assistant-message").last().textContent()).toContain("Revenue");
    await noJs.close();
    await context.close();
  });
});
