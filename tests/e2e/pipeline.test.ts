import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

import type { Page } from "playwright-core";
import { beforeAll, describe, expect } from "vitest";

import {
  browserIt,
  hasChromium,
  inviteAndReadLink,
  login,
  openLinkAndRead,
  registerFounder,
  screenshot,
  settler,
  useBrowser,
} from "./fixtures";

const browser = useBrowser();
const PIPELINE = "/admin/pipeline";
const stamp = Date.now().toString(36);
// A company of its own: other files work on the demo company.
const FOUNDER = {
  email: `pipeline-${stamp}@example.com`,
  password: "pipeline-e2e-2026",
  company: `Pipeline Co ${stamp}`,
};
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** The serious and critical axe violations of the page as it is now. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const violations = (await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (d: Document, o: object) => Promise<{ violations: unknown[] }> } }
    ).axe;
    return (await axe.run(document, { resultTypes: ["violations"] })).violations;
  })) as { id: string; impact: string | null; nodes: { target: string[] }[] }[];
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`);
}

const card = (page: Page, name: string) => page.getByTestId("pipeline-card").filter({ hasText: name });
const column = (page: Page, stage: string) => page.getByTestId(`column-${stage}`);

/** Reloads the board until the investor's card is in that stage's column. */
async function expectInColumn(page: Page, name: string, stage: string) {
  await expect
    .poll(
      async () => {
        await page.goto(PIPELINE);
        return column(page, stage).getByTestId("pipeline-card").filter({ hasText: name }).count();
      },
      { timeout: 15_000, interval: 500 },
    )
    .toBe(1);
}

describe("the investor pipeline", () => {
  beforeAll(async () => {
    if (!hasChromium) return;
    await registerFounder("Pia Pipeline", FOUNDER);
  });

  browserIt(
    "an investor who just opened the deck shows 'Nu opvolgen'; cards move by drag, by keyboard and (no JS) by the stage select; a CSV imports after its preview",
    async () => {
      const admin = await browser.newContext();
      const page = await admin.newPage();
      await login(page, FOUNDER.email, FOUNDER.password);

      const link = await inviteAndReadLink(
        page,
        "Nora Northwind",
        `nora-${stamp}@northwind.example`,
        "Northwind",
      );
      await inviteAndReadLink(page, "Kees Keyboard", `kees-${stamp}@keys.example`, "Keys Capital");
      const investor = await openLinkAndRead(browser, link);
      await investor.context().close();

      // The dashboard links to the pipeline; Nora just opened the deck.
      await page.goto("/admin/dashboard");
      await page.getByRole("link", { name: "Pipeline", exact: true }).click();
      await page.waitForURL(`**${PIPELINE}`);
      await expect
        .poll(
          async () => {
            await page.goto(PIPELINE);
            return card(page, "Nora Northwind").getByTestId("follow-up-now").count();
          },
          { timeout: 20_000, interval: 500 },
        )
        .toBe(1);
      expect(await card(page, "Nora Northwind").getByTestId("stage-suggestion").innerText()).toContain(
        "Voorstel: naar Benaderd",
      );
      expect(await card(page, "Kees Keyboard").getByTestId("follow-up-now").count()).toBe(0);
      await screenshot(page, "pipeline-board-follow-up-now");
      expect(await seriousViolations(page)).toEqual([]);

      // Drag Nora's card (mouse) from Backlog to Gesprek.
      const handle = card(page, "Nora Northwind").getByTestId("drag-handle");
      const from = (await handle.boundingBox())!;
      const to = (await column(page, "meeting").boundingBox())!;
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await page.mouse.down();
      await page.mouse.move(from.x + 30, from.y + 10, { steps: 5 });
      await page.mouse.move(to.x + to.width / 2, to.y + 60, { steps: 15 });
      await page.mouse.up();
      await expectInColumn(page, "Nora Northwind", "meeting");

      // Kees by keyboard: pick up with space, one column to the right, drop with space.
      // Each key waits for the board's announcement of the step before (a loaded machine is slow).
      // (dnd-kit's live region is visually hidden: read its text, not its visibility.)
      const said = (text: RegExp) =>
        expect
          .poll(async () => (await page.locator("[aria-live]").allTextContents()).join(" "), {
            timeout: 15_000,
          })
          .toMatch(text);
      const keys = card(page, "Kees Keyboard").getByTestId("drag-handle");
      await keys.focus();
      await page.keyboard.press("Space");
      await said(/Kees Keyboard (opgepakt|boven fase)/);
      await page.keyboard.press("ArrowRight");
      await said(/Kees Keyboard boven fase Benaderd/);
      await page.keyboard.press("Space");
      await expectInColumn(page, "Kees Keyboard", "contacted");

      // Nora's card: the engagement beside the pipeline fields; log the call made.
      await card(page, "Nora Northwind").getByRole("link", { name: "Nora Northwind" }).click();
      const detail = page.getByTestId("pipeline-card-detail");
      await detail.waitFor();
      expect(await detail.getByTestId("card-engagement").innerText()).toContain("bezoek");
      await detail.getByLabel("Soort").selectOption("call");
      await detail.getByRole("button", { name: "Loggen" }).click();
      await expect.poll(() => detail.getByTestId("activity-log").innerText()).toContain("Telefoongesprek");
      expect(await detail.getByTestId("follow-up-now").count()).toBe(0);

      // Without JavaScript: the stage select and its save button.
      const noJs = await browser.newContext({ javaScriptEnabled: false });
      const plain = await noJs.newPage();
      await login(plain, FOUNDER.email, FOUNDER.password);
      await plain.goto(PIPELINE);
      await card(plain, "Kees Keyboard")
        .getByLabel("Fase van Kees Keyboard", { exact: true })
        .selectOption("due-diligence");
      await card(plain, "Kees Keyboard")
        .getByRole("button", { name: "Fase van Kees Keyboard opslaan" })
        .click();
      await plain.waitForURL(`**${PIPELINE}`);
      expect(
        await column(plain, "due-diligence").getByTestId("pipeline-card").filter({ hasText: "Kees" }).count(),
      ).toBe(1);

      // Import (no JS): a faulty file is refused with its rows' errors; a good one after the preview.
      await plain.goto(`${PIPELINE}?view=import`);
      await plain.getByLabel("CSV-bestand").setInputFiles({
        name: "broken.csv",
        mimeType: "text/csv",
        buffer: Buffer.from("name,email,stage\nOk,ok@x.example,\n,nope,Later\n"),
      });
      await plain.getByRole("button", { name: "Voorbeeld bekijken" }).click();
      const errors = plain.getByTestId("import-errors");
      await errors.waitFor();
      expect(await errors.innerText()).toContain("Regel 3");
      await plain.getByLabel("CSV-bestand").setInputFiles({
        name: "investors.csv",
        mimeType: "text/csv",
        buffer: Buffer.from(
          `name,email,firm,stage,amount,notes\nLotte Lead,lotte-${stamp}@lead.example,Lead Fund,term sheet,500.000,Wants the lead\nNora Northwind,nora-${stamp}@northwind.example,,,250.000,\n`,
        ),
      });
      await plain.getByRole("button", { name: "Voorbeeld bekijken" }).click();
      const preview = plain.getByTestId("import-preview");
      await preview.waitFor();
      expect(await preview.innerText()).toContain("bijgewerkt");
      await plain.getByRole("button", { name: "2 investeerders importeren" }).click();
      await plain.waitForURL(`**${PIPELINE}?view=table`);
      const lotte = plain.getByTestId("pipeline-row").filter({ hasText: "Lotte Lead" });
      expect(await lotte.innerText()).toContain("500.000");
      await noJs.close();

      // On a phone: the board scrolls sideways, the table stacks; no serious axe findings.
      const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const mobile = await phone.newPage();
      const settle = settler(mobile);
      await login(mobile, FOUNDER.email, FOUNDER.password);
      for (const [path, name] of [
        [PIPELINE, "pipeline-phone-board"],
        [`${PIPELINE}?view=table`, "pipeline-phone-table"],
        [`${PIPELINE}?view=import`, "pipeline-phone-import"],
        ["/admin/dashboard", "pipeline-phone-dashboard"],
      ] as const) {
        await mobile.goto(path);
        await settle();
        await screenshot(mobile, name);
        expect(await seriousViolations(mobile), path).toEqual([]);
      }
      await mobile.goto(PIPELINE);
      await card(mobile, "Nora Northwind").getByRole("link", { name: "Nora Northwind" }).click();
      await mobile.getByTestId("pipeline-card-detail").waitFor();
      await screenshot(mobile, "pipeline-phone-card");
      expect(await seriousViolations(mobile)).toEqual([]);
      await phone.close();
      await admin.close();
    },
    240_000,
  );
});
