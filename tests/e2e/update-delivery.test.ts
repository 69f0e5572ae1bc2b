import { describe, expect } from "vitest";

import { browserIt, d1, login, screenshot, useBrowser } from "./fixtures";

const browser = useBrowser();

const quote = (value: string) => `'${value.replace(/'/g, "''")}'`;

/**
 * An update of the demo company whose fan-out went part of the way: 2 of its 4 mails sent,
 * 2 failed (the mail service refused them) — written as the fan-out leaves its outbox rows.
 */
async function partlySentUpdate(title: string) {
  const [company] = await d1<{ id: string }>("SELECT id FROM companies WHERE slug = 'demo'");
  const updateId = crypto.randomUUID();
  const rows = ["sent", "sent", "failed", "failed"].map((status, i) => {
    const to = `vc-${updateId.slice(0, 8)}-${i}@example.com`;
    return `(${[
      crypto.randomUUID(),
      company!.id,
      to,
      title,
      "An update.",
      "<p>An update.</p>",
      "update-notification",
      `update:${updateId}:sub:${i}`,
      status,
      status === "failed" ? "Refused by the mail service (422)" : null,
      updateId,
    ]
      .map((v) => (v === null ? "NULL" : quote(v)))
      .join(", ")})`;
  });
  await d1(
    `INSERT INTO updates (id, company_id, title, description, date, type, icon, color, metrics, send_notifications) VALUES (${quote(updateId)}, ${quote(company!.id)}, ${quote(title)}, 'An update.', '2026-11-21', 'team', 'Users', 'orange', '[]', 1);` +
      `INSERT INTO outbox_emails (id, company_id, to_address, subject, text_body, html_body, kind, idempotency_key, status, error, update_id) VALUES ${rows.join(", ")};`,
  );
  return updateId;
}

describe("an update's notifications in the Updates tab", () => {
  for (const javaScriptEnabled of [true, false]) {
    const label = javaScriptEnabled ? "JS on" : "JS off";

    browserIt(`shows how many were sent and sends the failed ones again (${label})`, async () => {
      const title = `Notifications half sent (${label}) ${Date.now()}`;
      await partlySentUpdate(title);
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      await login(page);
      await page.goto("/admin/management/updates");
      const item = page.getByTestId("admin-update").filter({ hasText: title });
      const delivery = item.getByTestId("update-delivery");
      await delivery.waitFor();
      expect(await delivery.textContent()).toContain("2 of 4 sent");
      expect(await delivery.textContent()).toContain("2 failed");
      await screenshot(page, `update-delivery-${javaScriptEnabled ? "js" : "nojs"}`);

      await delivery.getByRole("button", { name: "Opnieuw versturen" }).click();
      await page.waitForURL("**/admin/management/updates");
      await page
        .getByTestId("toast")
        .filter({ hasText: "2 mislukte mails worden opnieuw verstuurd." })
        .waitFor();

      // The queue's consumer sends them; the count follows.
      const deadline = Date.now() + 30_000;
      for (;;) {
        await page.goto("/admin/management/updates");
        const text =
          (await page
            .getByTestId("admin-update")
            .filter({ hasText: title })
            .getByTestId("update-delivery")
            .textContent()) ?? "";
        if (text.includes("4 of 4 sent")) break;
        if (Date.now() > deadline) throw new Error(`still '${text}'`);
        await page.waitForTimeout(500);
      }
      expect(
        await page
          .getByTestId("admin-update")
          .filter({ hasText: title })
          .getByRole("button", { name: "Opnieuw versturen" })
          .count(),
      ).toBe(0);
      await context.close();
    });
  }
});
