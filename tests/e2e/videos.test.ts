import type { Page } from "playwright-core";
import { describe, expect } from "vitest";

import { browserIt, DEMO, holdChunk, login, screenshot, useBrowser } from "./fixtures";

const browser = useBrowser();
const TAB = "/admin/management/videos";
const PUBLIC = `/public/${DEMO.slug}/videos`;
const INVALID = "Please enter a valid YouTube or Vimeo URL";

/** Opens the public videos page, passing the videos gate when it shows. */
async function openPublicVideos(page: Page) {
  await page.goto(PUBLIC);
  const gate = page.getByRole("heading", { name: "Access to the videos" });
  const content = page.getByRole("heading", { name: "Videos", exact: true });
  await gate.or(content).first().waitFor();
  if (await gate.isVisible()) {
    expect(await page.getByText("Enter the access code to view our video content.").isVisible()).toBe(true);
    await page.getByLabel("Access code").fill(DEMO.accessCode);
    await page.getByRole("button", { name: "Unlock" }).click();
    await content.waitFor();
  }
}

/** Waits for the toast (a fetch submission to the same URL does not change the URL). */
async function expectToast(page: Page, text: string) {
  await page.getByTestId("toast").filter({ hasText: text }).waitFor();
}

async function addVideo(
  page: Page,
  fields: { title: string; url: string; description?: string; order?: string },
) {
  await page.goto(TAB);
  await page.getByRole("link", { name: "Add Video" }).click();
  const form = page.getByRole("region", { name: "Add Video" });
  await form.getByLabel("Title", { exact: true }).fill(fields.title);
  await form.getByLabel("Video URL").fill(fields.url);
  if (fields.description) await form.getByLabel(/Description/).fill(fields.description);
  if (fields.order) await form.getByLabel("Display Order").fill(fields.order);
  await form.getByRole("button", { name: "Add Video" }).click();
  await page.waitForURL(`**${TAB}`);
  await expectToast(page, "Video added successfully!");
}

async function deleteVideo(page: Page, title: string, javaScriptEnabled: boolean) {
  await page.goto(TAB);
  const row = page.getByTestId("admin-video").filter({ hasText: title });
  if (javaScriptEnabled) {
    page.once("dialog", (dialog) => void dialog.accept());
    await row.getByRole("button", { name: "Delete" }).click();
  } else {
    await row.getByRole("link", { name: "Delete" }).click();
    await row.getByText("Are you sure?").waitFor();
    await row.getByRole("button", { name: "Yes, delete" }).click();
  }
  await page.waitForURL(`**${TAB}`);
  await expectToast(page, "Video deleted successfully!");
  await expect.poll(() => page.getByTestId("admin-video").filter({ hasText: title }).count()).toBe(0);
}

describe("videos", () => {
  for (const javaScriptEnabled of [true, false]) {
    const label = javaScriptEnabled ? "JS on" : "JS off";
    const suffix = javaScriptEnabled ? "js" : "nojs";

    browserIt(
      `adds a video, investors watch it, inactive hides it, delete removes it (${label})`,
      async () => {
        const context = await browser.newContext({ javaScriptEnabled });
        const page = await context.newPage();
        await login(page);
        const title = `Product walkthrough (${label})`;

        await page.goto(TAB);
        await page.getByRole("tab", { name: "Videos" }).waitFor();
        await page.getByRole("link", { name: "Add Video" }).click();
        const form = page.getByRole("region", { name: "Add Video" });
        await form.getByLabel("Title", { exact: true }).fill(title);
        await form.getByLabel("Video URL").fill("https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ");
        const save = form.getByRole("button", { name: "Add Video" });
        if (javaScriptEnabled) {
          // Live: the message shows while typing and save stays disabled.
          await form.getByText(INVALID).waitFor();
          expect(await save.isDisabled()).toBe(true);
          await screenshot(page, "admin-videos-add-invalid-js");
        } else {
          await save.click();
          await page.getByText(INVALID).first().waitFor();
          expect(await page.getByTestId("admin-video").filter({ hasText: title }).count()).toBe(0);
        }
        await form.getByLabel("Video URL").fill("https://youtu.be/dQw4w9WgXcQ?t=12");
        if (javaScriptEnabled) {
          await expect.poll(() => save.isDisabled()).toBe(false);
          expect(await form.getByText(INVALID).count()).toBe(0);
          await form.getByText("YouTube video").waitFor();
        }
        await form.getByLabel(/Description/).fill("Five minutes through the agent's dashboard.");
        await form.getByLabel("Display Order").fill("1");
        await save.click();
        await page.waitForURL(`**${TAB}`);
        await expectToast(page, "Video added successfully!");
        const row = page.getByTestId("admin-video").filter({ hasText: title });
        await row.waitFor();
        expect(await row.textContent()).toContain("YouTube");

        // Preview: the embedded player.
        await row.getByRole("link", { name: "Preview" }).click();
        const player = page.getByTestId("admin-video").filter({ hasText: title }).locator("iframe");
        await player.waitFor();
        expect(await player.getAttribute("src")).toBe(
          "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=12",
        );
        await screenshot(page, `admin-videos-${suffix}`);

        // Investors see it behind the videos gate.
        await openPublicVideos(page);
        const card = page.getByTestId("public-video").filter({ hasText: title });
        await card.waitFor();
        expect(await card.textContent()).toContain("Five minutes through the agent's dashboard.");
        expect(await card.locator("iframe").getAttribute("loading")).toBe("lazy");
        expect(await page.getByRole("link", { name: /Back to Home/ }).getAttribute("href")).toBe(
          `/public/${DEMO.slug}`,
        );
        await page.getByRole("heading", { name: /^About/ }).waitFor();
        await screenshot(page, `public-videos-${suffix}`);

        // Inactive: gone from the public page.
        await page.goto(TAB);
        const toggled = page.getByTestId("admin-video").filter({ hasText: title }).getByRole("switch");
        expect(await toggled.getAttribute("aria-checked")).toBe("true");
        await toggled.click();
        await expect.poll(() => toggled.getAttribute("aria-checked")).toBe("false");
        await expectToast(page, "Video updated successfully!");
        expect(await toggled.textContent()).toContain("Inactive");
        await openPublicVideos(page);
        expect(await page.getByTestId("public-video").filter({ hasText: title }).count()).toBe(0);

        await deleteVideo(page, title, javaScriptEnabled);
        await context.close();
      },
    );
  }

  browserIt("a URL typed before the tab's script has arrived still enables 'Add Video'", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    // What the page reports (a hydration error would re-render the form empty): quoted on failure.
    const reported: string[] = [];
    page.on("pageerror", (error) => reported.push(`page error: ${error.message}`));
    page.on("console", (m) => void (m.type() === "error" && reported.push(`console: ${m.text()}`)));
    await login(page);
    // Hold the Videos tab's chunk back until the form has been filled in.
    const release = await holdChunk(page, /\/assets\/videos-tab-[^/]+\.js$/);
    await page.goto(`${TAB}?add=1`, { waitUntil: "domcontentloaded" });
    const form = page.getByRole("region", { name: "Add Video" });
    await form.getByLabel("Title", { exact: true }).fill("Typed early");
    await form.getByLabel("Video URL").fill("https://youtu.be/dQw4w9WgXcQ");
    release();
    try {
      await expect.poll(() => form.getByText("YouTube video").count(), { timeout: 15_000 }).toBe(1);
    } catch (error) {
      const field = await form.getByLabel("Video URL").inputValue();
      throw new Error(
        `${(error as Error).message}\nthe URL field holds ${JSON.stringify(field)}; the page reported: ${reported.join("\n") || "nothing"}`,
      );
    }
    expect(await form.getByRole("button", { name: "Add Video" }).isEnabled()).toBe(true);
    await context.close();
  });

  browserIt("edits a video in place (JS off) and the public page follows", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await login(page);
    const title = "Founder interview (edit test)";
    await addVideo(page, { title, url: "https://vimeo.com/76979871" });
    const row = page.getByTestId("admin-video").filter({ hasText: title });
    await row.getByRole("link", { name: "Edit" }).click();
    const editing = page.getByRole("region", { name: `Edit ${title}` });
    await editing.getByLabel("Video URL").fill("not a video");
    await editing.getByRole("button", { name: "Save Changes" }).click();
    await page.getByText(INVALID).first().waitFor();
    const again = page.getByRole("region", { name: `Edit ${title}` });
    await again.getByLabel("Title", { exact: true }).fill(`${title} v2`);
    await again.getByLabel("Video URL").fill("https://player.vimeo.com/video/76979871");
    await again.getByRole("button", { name: "Save Changes" }).click();
    await page.waitForURL(`**${TAB}`);
    await expectToast(page, "Video updated successfully!");
    await openPublicVideos(page);
    const card = page.getByTestId("public-video").filter({ hasText: `${title} v2` });
    expect(await card.locator("iframe").getAttribute("src")).toBe("https://player.vimeo.com/video/76979871");
    await deleteVideo(page, `${title} v2`, false);
    await context.close();
  });

  browserIt("shows two columns on a wide screen and one on a phone", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await login(page);
    const titles = ["Grid video A (layout)", "Grid video B (layout)"];
    for (const title of titles)
      await addVideo(page, { title, url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ", order: "-5" });

    await openPublicVideos(page);
    const cards = titles.map((t) => page.getByTestId("public-video").filter({ hasText: t }));
    await cards[1]!.waitFor();
    const wide = await Promise.all(cards.map(async (c) => (await c.boundingBox())!));
    expect(Math.abs(wide[0]!.y - wide[1]!.y)).toBeLessThan(2);
    expect(wide[1]!.x).toBeGreaterThan(wide[0]!.x + wide[0]!.width - 1);

    await page.setViewportSize({ width: 390, height: 844 });
    await expect
      .poll(async () => Math.abs((await cards[0]!.boundingBox())!.x - (await cards[1]!.boundingBox())!.x))
      .toBeLessThan(2);
    await screenshot(page, "public-videos-mobile");
    await page.setViewportSize({ width: 1280, height: 900 });

    for (const title of titles) await deleteVideo(page, title, true);
    await context.close();
  });
});
