import { mkdtemp, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { beforeAll, describe, expect } from "vitest";

import { browserIt, hasChromium, login, registerFounder, screenshot, useBrowser } from "./fixtures";

const browser = useBrowser();
const stamp = Date.now().toString(36);
const SETTINGS = "/admin/management/settings";
const founder = (name: string) => ({
  email: `${name}-${stamp}@example.com`,
  password: "archive-e2e-2026",
  company: `Archief ${name} ${stamp}`,
});
const SOURCE = founder("bron");
const TARGETS = { on: founder("doel-js"), off: founder("doel-nojs") };

describe("Settings: 'Exporteer alle gegevens' and importing the archive into an empty company", () => {
  beforeAll(async () => {
    if (!hasChromium) return;
    for (const f of [SOURCE, TARGETS.on, TARGETS.off]) await registerFounder("Anna Archief", f);
  });

  for (const javaScriptEnabled of [true, false]) {
    const label = javaScriptEnabled ? "JS on" : "JS off";

    browserIt(`the owner downloads the archive and imports it into a new company (${label})`, async () => {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      await login(page, SOURCE.email, SOURCE.password);
      await page.goto(SETTINGS);
      await page.getByRole("heading", { name: "Alle gegevens" }).waitFor();
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("button", { name: "Exporteer alle gegevens" }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/-export-\d{4}-\d{2}-\d{2}\.zip$/);
      // Kept past the context (its downloads go with it).
      const path = join(await mkdtemp(join(tmpdir(), "company-export-")), download.suggestedFilename());
      await download.saveAs(path);
      const bytes = await readFile(path);
      // A zip: local header first, end-of-directory record last, the manifest inside.
      expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
      expect(bytes.includes(Buffer.from("manifest.json"))).toBe(true);
      await context.close();

      const target = TARGETS[javaScriptEnabled ? "on" : "off"];
      const other = await browser.newContext({ javaScriptEnabled });
      const importer = await other.newPage();
      await login(importer, target.email, target.password);
      await importer.goto(SETTINGS);
      // A file that is no archive: the reason on the import page, which offers the form again.
      await importer.getByLabel("Exportbestand (.zip)").setInputFiles({
        name: "notities.zip",
        mimeType: "application/zip",
        buffer: Buffer.from("geen zip"),
      });
      const [refused] = await Promise.all([
        importer.waitForResponse(
          (r) => r.url().endsWith("/admin/company-import") && r.request().method() === "POST",
        ),
        importer.getByRole("button", { name: "Importeer archief" }).click(),
      ]);
      expect(refused.status()).toBe(400);
      await importer.getByText("Dit is geen exportbestand").waitFor();
      await importer.getByLabel("Exportbestand (.zip)").setInputFiles(path);
      await importer.getByRole("button", { name: "Importeer archief" }).click();
      await importer.getByText("Archief geïmporteerd").waitFor();
      await screenshot(importer, `company-import-${javaScriptEnabled ? "js" : "nojs"}`);
      // The company's profile came with the archive.
      await importer.goto("/admin/dashboard");
      await importer.getByText(SOURCE.company).first().waitFor();
      await other.close();
    });
  }
});
