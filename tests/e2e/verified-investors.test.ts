import type { Page } from "playwright-core";
import { beforeAll, describe, expect } from "vitest";

import { DECK_PAGES, makePdf } from "../factories/documents";
import { seriousViolations } from "./axe";
import { browserIt, hasChromium, login, mailTo, registerFounder, screenshot, useBrowser } from "./fixtures";

const browser = useBrowser();
const stamp = Date.now().toString(36);
const FOUNDER = {
  email: `verified-${stamp}@example.com`,
  password: "verified-e2e-2026",
  company: `Veritas Labs ${stamp}`,
};
const CODE = "veritas-code-2026";
const NDA = "Everything you read on this site is confidential.\nDo not share the deck or the figures.";
const ROOM_DOC = "Term sheet";
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
let slug = "";

/** A data-room document for everyone with access, uploaded and opened up on the Data room tab. */
async function addRoomDocument(page: Page) {
  await page.goto("/admin/management/data-room");
  await page.getByLabel("Naam", { exact: true }).fill(ROOM_DOC);
  await page
    .getByLabel(/^Bestand/)
    .setInputFiles({ name: "term-sheet.png", mimeType: "image/png", buffer: PNG });
  await page.getByRole("button", { name: "Uploaden" }).click();
  await page.getByText("Document opgeslagen").first().waitFor();
  const item = page.getByTestId("data-room-document").filter({ hasText: ROOM_DOC });
  await item.getByLabel("Zichtbaar voor").selectOption("everyone");
  await item.getByRole("button", { name: "Opslaan" }).click();
  await page.getByText("Document bijgewerkt").first().waitFor();
}

/** A pitch deck of two pages, rendered in the admin's browser and live. */
async function addDeck(page: Page) {
  await page.goto("/admin/management/documents");
  const card = page.getByTestId("upload-card-pdf");
  const buffer = Buffer.from(await makePdf(DECK_PAGES.slice(0, 2)));
  await card
    .getByLabel("Bestand kiezen")
    .setInputFiles({ name: "Veritas deck.pdf", mimeType: "application/pdf", buffer });
  await card.getByRole("button", { name: "Uploaden" }).click();
  await page
    .getByTestId("pages-rendered")
    .getByText("Veritas deck.pdf: 2 pagina's, tekst uit de PDF")
    .waitFor({ timeout: 30_000 });
  const row = page.getByTestId("document-row").filter({ hasText: "Veritas deck.pdf" });
  await row.getByTestId("version-live").waitFor({ timeout: 30_000 });
}

/** The gate's steps on the timeline, as an investor takes them: the code, an e-mail and its code from the mail, the agreement. */
async function passGate(page: Page, email: string, name: string, checkAxe: boolean) {
  const timeline = `/public/${slug}/timeline`;
  await page.goto(timeline);
  await page.getByLabel("Toegangscode").fill(CODE);
  await page.getByRole("button", { name: "Toegang", exact: true }).click();
  await page.getByRole("heading", { name: "Bevestig je e-mailadres" }).waitFor();
  if (checkAxe) expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel("E-mailadres").fill(email);
  await page.getByRole("button", { name: "Code versturen" }).click();
  await page.getByRole("heading", { name: "Vul de code in" }).waitFor();
  const code = /\b(\d{6})\b/.exec((await mailTo(email, /^Je code voor /)).text_body)![1]!;
  const field = page.getByLabel("Code uit de mail");
  expect(await field.getAttribute("autocomplete")).toBe("one-time-code");
  if (checkAxe) expect(await seriousViolations(page)).toEqual([]);
  // Pasted as the mail shows it, with a space in the middle: accepted.
  await field.fill(`${code.slice(0, 3)} ${code.slice(3)}`);
  await page.getByRole("button", { name: "Bevestigen" }).click();
  await page.getByRole("heading", { name: "Geheimhoudingsovereenkomst" }).waitFor();
  await page.getByTestId("nda-text").getByText("Everything you read on this site is confidential.").waitFor();
  await page.getByText(`Je gaat akkoord als ${email}.`).waitFor();
  if (checkAxe) expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel("Je volledige naam").fill(name);
  await page.getByLabel("Ik heb de overeenkomst gelezen en ga ermee akkoord.").check();
  await page.getByRole("button", { name: "Akkoord en doorgaan" }).click();
  await page.waitForURL(`**${timeline}`);
  await page.getByRole("heading", { name: "Our Journey So Far" }).waitFor();
  expect(await page.getByRole("heading", { name: "Geheimhoudingsovereenkomst" }).count()).toBe(0);
  expect(await page.getByRole("heading", { name: "Toegang Vereist" }).count()).toBe(0);
}

describe("verified investors and the NDA at the gate", () => {
  beforeAll(async () => {
    if (!hasChromium) return;
    await registerFounder("Vic Founder", FOUNDER);
    const context = await browser.newContext();
    const page = await context.newPage();
    await login(page, FOUNDER.email, FOUNDER.password);
    await page.goto("/admin/management/settings");
    slug = ((await page.locator("code").filter({ hasText: "/public/" }).first().textContent()) ?? "")
      .replace("/public/", "")
      .trim();
    await page.getByLabel("Toegangscode").fill(CODE);
    await page.getByRole("button", { name: "Set access code" }).click();
    await page.getByRole("button", { name: "Rotate access code" }).waitFor();
    const access = page.getByTestId("gate-access-settings");
    await access.getByLabel("E-mailadres laten bevestigen met een code").check();
    await access.getByLabel("Geblokkeerde e-mailadressen en domeinen").fill("rival.example");
    await access.getByRole("button", { name: "Opslaan" }).first().click();
    await page.getByText("Toegangsinstellingen opgeslagen").first().waitFor();
    await access.getByLabel("Bezoekers moeten de overeenkomst accepteren").check();
    await access.getByLabel("Tekst van de overeenkomst").fill(NDA);
    await access.getByRole("button", { name: "Opslaan" }).last().click();
    await page.getByText("Overeenkomst opgeslagen (versie 1)").first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await addRoomDocument(page);
    await addDeck(page);
    await context.close();
  }, 60_000);

  browserIt(
    "with JavaScript: verify by the code from the mail, accept the NDA, read the timeline, a data-room document and the pitch deck under the verified e-mail",
    async () => {
      const context = await browser.newContext();
      const page = await context.newPage();
      const email = `ann-${stamp}@fund.example`;
      await passGate(page, email, "Ann Investor", true);
      await screenshot(page, "verified-investor-timeline");
      // The data room behind the same steps: its watermark names the verified address.
      await page.goto(`/public/${slug}/documents`);
      await page.getByRole("link", { name: `Open ${ROOM_DOC}` }).click();
      await page.getByRole("heading", { name: new RegExp(ROOM_DOC), level: 1 }).waitFor();
      const watermark = `${email} · ${new Date().toISOString().slice(0, 10)}`;
      expect(await page.getByTestId("room-watermark").getAttribute("data-watermark")).toBe(watermark);
      await page.getByTestId("room-watermark-caption").filter({ hasText: watermark }).waitFor();
      // The pitch deck's page viewer carries the same watermark over its page image.
      await page.goto(`/public/${slug}/pitch-deck`);
      const viewer = page.getByTestId("page-viewer");
      await viewer.getByTestId("deck-watermark").waitFor();
      expect(await viewer.getByTestId("deck-watermark").getAttribute("data-watermark")).toBe(watermark);
      await viewer.getByTestId("deck-watermark-caption").filter({ hasText: watermark }).waitFor();
      await screenshot(page, "verified-investor-deck-watermark");
      await context.close();
    },
  );

  browserIt(
    "without JavaScript: the same steps as plain forms; a blocked domain gets the neutral refusal",
    async () => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await passGate(page, `bob-${stamp}@fund.example`, "Bob Partner", false);

      const blocked = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
      await blocked.goto(`/public/${slug}/timeline`);
      await blocked.getByLabel("Toegangscode").fill(CODE);
      await blocked.getByRole("button", { name: "Toegang", exact: true }).click();
      await blocked.getByLabel("E-mailadres").fill(`eve-${stamp}@mail.rival.example`);
      await blocked.getByRole("button", { name: "Code versturen" }).click();
      await blocked.getByTestId("gate-refused").waitFor();
      await context.close();
    },
  );
});
