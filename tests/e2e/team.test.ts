import { createHmac } from "node:crypto";

import type { Page } from "playwright-core";
import { describe, expect } from "vitest";

import { base32Decode, counterBytes, totpStep, truncate } from "../../app/domain/auth/totp";
import { browserIt, DEMO, linkIn, login, mailTo, registerFounder, screenshot, useBrowser } from "./fixtures";

const browser = useBrowser();
const stamp = Date.now().toString(36);

/**
 * The owner invites an address from the Team tab; the link is read from the invitee's mail (the
 * Outbox shows it masked: only the recipient's mailbox holds a usable link).
 */
async function inviteAndReadLink(page: Page, email: string, roleLabel: string) {
  await page.goto("/admin/management/team");
  await page.getByLabel("E-mailadres").fill(email);
  await page.getByLabel("Rol", { exact: true }).selectOption({ label: roleLabel });
  await page.getByRole("button", { name: "Uitnodiging versturen" }).click();
  await page.getByTestId("team-invite").filter({ hasText: email }).waitFor();
  const href = linkIn(await mailTo(email), /\/admin\/invite\//);
  expect(href).toMatch(/\/admin\/invite\/[A-Za-z0-9_-]{43}$/);
  return new URL(href).pathname;
}

/** The code an authenticator app shows now (RFC 6238, HMAC-SHA1), `steps` 30-second steps ahead. */
function appCode(secret: string, steps = 0) {
  const key = Buffer.from(base32Decode(secret)!);
  return truncate(
    new Uint8Array(
      createHmac("sha1", key)
        .update(counterBytes(totpStep(Date.now()) + steps))
        .digest(),
    ),
  );
}

describe("team and two-factor sign-in", () => {
  for (const javaScriptEnabled of [true, false]) {
    const label = javaScriptEnabled ? "JS on" : "JS off";

    browserIt(
      `the owner invites a member, who reads the mail, chooses a password, joins as viewer and signs in (${label})`,
      async () => {
        const ownerContext = await browser.newContext({ javaScriptEnabled });
        const owner = await ownerContext.newPage();
        await login(owner);
        const email = `teammate-${stamp}-${javaScriptEnabled ? "js" : "nojs"}@example.com`;
        const link = await inviteAndReadLink(owner, email, "Kijker — Leest alles, wijzigt niets.");

        const invitedContext = await browser.newContext({ javaScriptEnabled });
        const invitee = await invitedContext.newPage();
        await invitee.goto(link);
        await invitee.getByRole("heading", { name: /Lid worden van/ }).waitFor();
        await invitee.getByLabel("Volledige Naam").fill("Tessa Teamlid");
        // The rules are the server's: a common password is refused in Dutch.
        await invitee.getByLabel("Wachtwoord").fill("password123");
        await invitee.getByRole("button", { name: "Account aanmaken en lid worden" }).click();
        await invitee.getByText("veelgebruikte wachtwoorden").first().waitFor();
        await invitee.getByLabel("Volledige Naam").fill("Tessa Teamlid");
        await invitee.getByLabel("Wachtwoord").fill("tessa reads the deck 2026");
        await invitee.getByRole("button", { name: "Account aanmaken en lid worden" }).click();
        await invitee.waitForURL("**/admin/dashboard");
        expect(await invitee.getByTestId("toast").textContent()).toContain("Welkom bij");
        await invitee.getByTestId("viewer-banner").waitFor();
        await screenshot(invitee, `team-joined-${javaScriptEnabled ? "js" : "nojs"}`);

        // Signing out and in again with the chosen password.
        await invitee.getByRole("button", { name: "Logout" }).click();
        await invitee.waitForURL("**/admin/login");
        await login(invitee, email, "tessa reads the deck 2026", { viaForm: true });
        await invitee.getByTestId("viewer-banner").waitFor();
        // The owner sees the new member in the Team tab, with the role.
        await owner.goto("/admin/management/team");
        const row = owner.getByTestId("team-member").filter({ hasText: email });
        await row.waitFor();
        expect(await row.innerText()).toContain("Kijker");
        await ownerContext.close();
        await invitedContext.close();
      },
    );

    browserIt(
      `a founder enables two-factor sign-in with a code computed from the shown secret, and signs in with a code (${label})`,
      async () => {
        const founder = {
          email: `totp-${stamp}-${javaScriptEnabled ? "js" : "nojs"}@example.com`,
          password: "totp founder e2e 2026",
          company: `TOTP ${stamp} ${label}`,
        };
        await registerFounder("Otto TOTP", founder);
        const context = await browser.newContext({ javaScriptEnabled });
        const page = await context.newPage();
        await login(page, founder.email, founder.password);
        await page.goto("/admin/account");
        await page.getByRole("button", { name: "Tweestapsverificatie instellen" }).click();
        const secret = (await page.getByTestId("totp-secret").innerText()).replace(/\s/g, "");
        expect(secret).toMatch(/^[A-Z2-7]{32}$/);
        expect(await page.getByTestId("totp-uri").getAttribute("href")).toContain(`secret=${secret}`);
        await page.getByLabel("Code uit je app").fill(appCode(secret));
        await page.getByRole("button", { name: "Inschakelen" }).click();
        const codes = page.getByTestId("recovery-codes");
        await codes.waitFor();
        expect(await codes.locator("li").count()).toBe(10);
        await page.getByTestId("two-factor-status").waitFor();
        await screenshot(page, `two-factor-enabled-${javaScriptEnabled ? "js" : "nojs"}`);

        await page.getByRole("button", { name: "Logout" }).click();
        await page.waitForURL("**/admin/login");
        await page.getByLabel("Email").fill(founder.email);
        await page.getByLabel("Wachtwoord").fill(founder.password);
        await page.getByRole("button", { name: "Inloggen" }).click();
        await page.waitForURL("**/admin/two-factor");
        await page.getByLabel("Code uit je app").fill("000000" === appCode(secret, 1) ? "111111" : "000000");
        await page.getByRole("button", { name: "Verifiëren" }).click();
        await page.getByText("Deze code klopt niet").first().waitFor();
        // The code accepted at setup is used; the next step's code (within the drift allowed) signs in.
        await page.getByLabel("Code uit je app").fill(appCode(secret, 1));
        await page.getByRole("button", { name: "Verifiëren" }).click();
        await page.waitForURL("**/admin/dashboard");
        expect(await page.getByTestId("toast").textContent()).toContain("Succesvol ingelogd");
        await context.close();
      },
    );
  }

  browserIt("the demo owner still signs in with one step (no two-factor set up)", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await login(page, DEMO.email, DEMO.password);
    await page.goto("/admin/account");
    await page.getByRole("heading", { name: "Mijn account" }).waitFor();
    expect(await page.getByTestId("session").count()).toBeGreaterThanOrEqual(1);
    await context.close();
  });
});
