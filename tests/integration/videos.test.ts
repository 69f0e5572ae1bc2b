import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

import { createMember } from "../factories";
import { createVideo } from "../factories/videos";
import { Browser, rendered, signedIn } from "./http";

const TAB = "/admin/management/videos";
const CODE = "letmein-123";
const INVALID = "Please enter a valid YouTube or Vimeo URL";
const YT_ID = "dQw4w9WgXcQ";

const valid = {
  intent: "video.create",
  title: "Product demo 2026",
  url: `https://www.youtube.com/watch?v=${YT_ID}&list=PL1&t=42s`,
  description: "A five-minute tour of the agent.",
  displayOrder: "3",
  isActive: "on",
};

type Row = {
  id: string;
  company_id: string;
  title: string;
  description: string | null;
  video_url: string;
  video_type: string;
  is_active: number;
  display_order: number;
};

const rowsOf = async (companyId: string) =>
  (
    await env.DB.prepare("SELECT * FROM videos WHERE company_id = ? ORDER BY display_order, created_at")
      .bind(companyId)
      .all<Row>()
  ).results;
const rowById = (id: string) => env.DB.prepare("SELECT * FROM videos WHERE id = ?").bind(id).first<Row>();

describe("videos: admin tab", () => {
  it("is members-only", async () => {
    const anonymous = new Browser();
    const page = await anonymous.fetch(TAB);
    expect(page.status).toBe(302);
    expect(page.headers.get("Location")).toMatch(/^\/admin\/login\?redirectTo=/);
    const member = await createMember(env.DB);
    const before = (await env.DB.prepare("SELECT count(*) AS n FROM videos").first<{ n: number }>())!.n;
    const post = await anonymous.post(TAB, valid);
    expect(post.status).toBe(302);
    expect(post.headers.get("Location")).toMatch(/^\/admin\/login/);
    expect((await env.DB.prepare("SELECT count(*) AS n FROM videos").first<{ n: number }>())!.n).toBe(before);
    expect(await rowsOf(member.companyId)).toHaveLength(0);
  });

  it("adds a video: type derived from the URL, order parsed, toast and list", async () => {
    const { member, admin } = await signedIn();
    const res = await admin.post(TAB, valid);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(TAB);
    const rows = await rowsOf(member.companyId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      title: "Product demo 2026",
      description: "A five-minute tour of the agent.",
      video_url: valid.url,
      video_type: "youtube",
      is_active: 1,
      display_order: 3,
    });
    const page = await (await admin.fetch(TAB)).text();
    expect(page).toContain(rendered("Video added successfully!"));
    expect(page).toContain(rendered("Product demo 2026"));
    expect(page).toContain("YouTube");
    expect(page).toContain("Active");
    // The toast is read once.
    expect(await (await admin.fetch(TAB)).text()).not.toContain("Video added successfully!");
  });

  it("adds a Vimeo video; a missing scheme is completed; order falls back to 0; unchecked means inactive", async () => {
    const { member, admin } = await signedIn();
    const res = await admin.post(TAB, {
      intent: "video.create",
      title: "Vimeo talk",
      url: "  vimeo.com/76979871 ",
      displayOrder: "not a number",
    });
    expect(res.status).toBe(302);
    const [row] = await rowsOf(member.companyId);
    expect(row).toMatchObject({
      video_url: "https://vimeo.com/76979871",
      video_type: "vimeo",
      display_order: 0,
      is_active: 0,
      description: null,
    });
    await admin.post(TAB, {
      intent: "video.create",
      title: "No order",
      url: `https://youtu.be/${YT_ID}`,
      displayOrder: "",
    });
    await admin.post(TAB, {
      intent: "video.create",
      title: "Decimal order",
      url: `https://youtu.be/${YT_ID}`,
      displayOrder: "7.9",
    });
    const orders = Object.fromEntries(
      (await rowsOf(member.companyId)).map((r) => [r.title, r.display_order]),
    );
    expect(orders).toMatchObject({ "No order": 0, "Decimal order": 7 });
  });

  it.each([
    ["javascript: URL", { url: "javascript:alert(1)" }, INVALID],
    ["lookalike host", { url: `https://youtube.com.evil.example/watch?v=${YT_ID}` }, INVALID],
    ["another site", { url: "https://example.com/video.mp4" }, INVALID],
    ["plain text", { url: "my video" }, INVALID],
    ["YouTube without v", { url: "https://www.youtube.com/watch" }, INVALID],
    ["empty URL", { url: "" }, "Video URL is required"],
    ["empty title", { title: "   " }, "Title is required"],
    ["long title", { title: "t".repeat(201) }, "Title is too long (at most 200 characters)"],
    [
      "long description",
      { description: "d".repeat(2001) },
      "Description is too long (at most 2000 characters)",
    ],
  ])("refuses %s with 400 and its message, inserting nothing", async (_label, patch, message) => {
    const { member, admin } = await signedIn();
    const res = await admin.post(TAB, { ...valid, ...patch });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain(rendered(message));
    // The add form is shown again, keeping what was typed.
    expect(html).toContain('name="title"');
    expect(await rowsOf(member.companyId)).toHaveLength(0);
  });

  it("lists by display order, then oldest first; shows edit, preview and the no-JS delete confirmation", async () => {
    const { member, admin } = await signedIn();
    const late = await createVideo(env.DB, member.companyId, { title: "Order five", displayOrder: 5 });
    const first = await createVideo(env.DB, member.companyId, {
      title: "Order one",
      displayOrder: 1,
      url: "https://vimeo.com/123456",
    });
    await createVideo(env.DB, member.companyId, { title: "Order one later", displayOrder: 1 });
    await createVideo(env.DB, member.companyId, { title: "Inactive one", displayOrder: 2, isActive: false });

    const html = await (await admin.fetch(TAB)).text();
    const positions = ["Order one", "Order one later", "Inactive one", "Order five"].map((t) =>
      html.indexOf(`>${t}<`),
    );
    expect(positions.every((p) => p > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(html).toContain("Inactive");

    const edit = await (await admin.fetch(`${TAB}?edit=${first.id}`)).text();
    expect(edit).toContain("Edit Video");
    expect(edit).toContain('value="https://vimeo.com/123456"');
    expect(edit).toContain('value="video.update"');

    const preview = await (await admin.fetch(`${TAB}?preview=${first.id}`)).text();
    expect(preview).toContain('src="https://player.vimeo.com/video/123456"');

    const confirm = await (await admin.fetch(`${TAB}?confirmDelete=${late.id}`)).text();
    expect(confirm).toContain("Are you sure?");
    expect(confirm).toContain("Yes, delete");
    expect(confirm).toContain('value="video.delete"');
  });

  it("edits a video: type re-derived, toast; bad input answers 400 and changes nothing", async () => {
    const { member, admin } = await signedIn();
    const video = await createVideo(env.DB, member.companyId, {
      title: "Old title",
      description: "Old",
      displayOrder: 2,
    });
    const res = await admin.post(`${TAB}?edit=${video.id}`, {
      intent: "video.update",
      id: video.id,
      title: "New title",
      url: "https://player.vimeo.com/video/76979871",
      description: "",
      displayOrder: "-1",
      isActive: "on",
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(TAB);
    expect(await rowById(video.id)).toMatchObject({
      title: "New title",
      description: null,
      video_url: "https://player.vimeo.com/video/76979871",
      video_type: "vimeo",
      display_order: -1,
      is_active: 1,
    });
    expect(await (await admin.fetch(TAB)).text()).toContain(rendered("Video updated successfully!"));

    const before = await rowById(video.id);
    const bad = await admin.post(`${TAB}?edit=${video.id}`, {
      intent: "video.update",
      id: video.id,
      title: "Changed",
      url: "https://vimeo.com.evil.example/1",
    });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain(rendered(INVALID));
    expect(await rowById(video.id)).toEqual(before);
  });

  it("toggles Active/Inactive to the state asked for", async () => {
    const { member, admin } = await signedIn();
    const video = await createVideo(env.DB, member.companyId, { title: "Toggle me" });
    const off = await admin.post(TAB, { intent: "video.toggle", id: video.id, active: "false" });
    expect(off.status).toBe(302);
    expect((await rowById(video.id))!.is_active).toBe(0);
    expect(await (await admin.fetch(TAB)).text()).toContain(rendered("Video updated successfully!"));
    // A repeated submit keeps the asked-for state.
    await admin.post(TAB, { intent: "video.toggle", id: video.id, active: "false" });
    expect((await rowById(video.id))!.is_active).toBe(0);
    await admin.post(TAB, { intent: "video.toggle", id: video.id, active: "true" });
    expect((await rowById(video.id))!.is_active).toBe(1);
    const junk = await admin.post(TAB, { intent: "video.toggle", id: video.id, active: "maybe" });
    expect(junk.status).toBe(400);
    expect((await rowById(video.id))!.is_active).toBe(1);
  });

  it("deletes a video with a toast", async () => {
    const { member, admin } = await signedIn();
    const video = await createVideo(env.DB, member.companyId, { title: "Delete me" });
    const keep = await createVideo(env.DB, member.companyId, { title: "Keep me" });
    const res = await admin.post(TAB, { intent: "video.delete", id: video.id });
    expect(res.status).toBe(302);
    expect(await rowById(video.id)).toBeNull();
    expect(await rowById(keep.id)).not.toBeNull();
    const page = await (await admin.fetch(TAB)).text();
    expect(page).toContain(rendered("Video deleted successfully!"));
    expect(page).not.toContain(">Delete me<");
  });

  it("answers 404 for another company's video id and changes nothing", async () => {
    const { admin } = await signedIn();
    const other = await createMember(env.DB);
    const theirs = await createVideo(env.DB, other.companyId, {
      title: "Their private video",
      displayOrder: 4,
    });
    const before = await rowById(theirs.id);

    const update = await admin.post(TAB, {
      intent: "video.update",
      id: theirs.id,
      title: "Hijacked",
      url: `https://youtu.be/${YT_ID}`,
      isActive: "on",
    });
    expect(update.status).toBe(404);
    expect(await update.text()).toContain(rendered("Failed to update video. Please try again."));
    const toggle = await admin.post(TAB, { intent: "video.toggle", id: theirs.id, active: "false" });
    expect(toggle.status).toBe(404);
    const remove = await admin.post(TAB, { intent: "video.delete", id: theirs.id });
    expect(remove.status).toBe(404);
    expect(await remove.text()).toContain(rendered("Failed to delete video. Please try again."));
    expect(await rowById(theirs.id)).toEqual(before);

    // Nor can the admin see it through the tab's query parameters.
    for (const param of ["edit", "preview", "confirmDelete"]) {
      const html = await (await admin.fetch(`${TAB}?${param}=${theirs.id}`)).text();
      expect(html).not.toContain("Their private video");
    }
    // An unknown id is a 404 too.
    expect((await admin.post(TAB, { intent: "video.delete", id: "does-not-exist" })).status).toBe(404);
    expect((await admin.post(TAB, { intent: "video.delete" })).status).toBe(404);
  });
});

describe("videos: public page", () => {
  async function companyWithVideos() {
    const member = await createMember(env.DB, { accessCode: CODE });
    await env.DB.prepare("UPDATE companies SET about = ? WHERE id = ?")
      .bind("We build an AI agent for shops.", member.companyId)
      .run();
    await createVideo(env.DB, member.companyId, {
      title: "Public pitch video",
      description: "Our pitch in three minutes.",
      displayOrder: 2,
    });
    await createVideo(env.DB, member.companyId, {
      title: "Public Vimeo demo",
      url: "https://vimeo.com/76979871",
      displayOrder: 1,
    });
    await createVideo(env.DB, member.companyId, { title: "Hidden draft video", isActive: false });
    return member;
  }

  it("shows the videos gate and no video without a grant, in HTML or as data", async () => {
    const member = await companyWithVideos();
    const visitor = new Browser();
    const res = await visitor.fetch(`/public/${member.slug}/videos`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(rendered("Access to the videos"));
    expect(html).toContain(rendered("Enter the access code to view our video content."));
    expect(html).toContain("Access code");
    for (const text of [
      "Public pitch video",
      "Public Vimeo demo",
      "Hidden draft video",
      "youtube-nocookie",
      "player.vimeo.com",
      "We build an AI agent",
    ]) {
      expect(html).not.toContain(text);
    }
    const dataText = await (await visitor.fetch(`/public/${member.slug}/videos.data`)).text();
    for (const text of ["Public pitch video", "Public Vimeo demo", "Hidden draft video", YT_ID, "76979871"]) {
      expect(dataText).not.toContain(text);
    }
  });

  it("refuses a wrong code on the videos gate", async () => {
    const member = await companyWithVideos();
    const res = await new Browser().post(`/public/${member.slug}/videos`, {
      intent: "unlock",
      accessCode: "wrong-code",
    });
    expect(res.status).toBe(401);
    const html = await res.text();
    // The videos' gate is English throughout (ADR 053).
    expect(html).toContain(rendered("Wrong access code. Please try again."));
    expect(html).toContain(rendered("Access to the videos"));
    expect(html).not.toContain("Public pitch video");
  });

  it("with a grant shows only the active videos, in display order, with players and the About blurb", async () => {
    const member = await companyWithVideos();
    const visitor = new Browser();
    const unlock = await visitor.post(`/public/${member.slug}/videos`, {
      intent: "unlock",
      accessCode: CODE,
    });
    expect(unlock.status).toBe(302);
    expect(unlock.headers.get("Location")).toBe(`/public/${member.slug}/videos`);

    const html = await (await visitor.fetch(`/public/${member.slug}/videos`)).text();
    expect(html).toContain("Public pitch video");
    expect(html).toContain(rendered("Our pitch in three minutes."));
    expect(html).toContain("Public Vimeo demo");
    expect(html).not.toContain("Hidden draft video");
    expect(html.indexOf("Public Vimeo demo")).toBeLessThan(html.indexOf("Public pitch video"));
    expect(html).toContain(`src="https://www.youtube-nocookie.com/embed/${YT_ID}"`);
    expect(html).toContain('src="https://player.vimeo.com/video/76979871"');
    expect(html).toMatch(/<iframe[^>]*loading="lazy"/);
    expect(html).toMatch(
      /<iframe[^>]*referrerPolicy="strict-origin-when-cross-origin"|<iframe[^>]*referrerpolicy="strict-origin-when-cross-origin"/i,
    );
    expect(html).toContain(`href="/public/${member.slug}"`);
    expect(html).toContain(rendered("We build an AI agent for shops."));
    expect(html).not.toContain("Video Content Coming Soon");

    const dataText = await (await visitor.fetch(`/public/${member.slug}/videos.data`)).text();
    expect(dataText).toContain("Public pitch video");
    expect(dataText).not.toContain("Hidden draft video");
    // The public payload carries embed URLs only, not the admin's stored links or states.
    expect(dataText).not.toContain("watch?v=");
    expect(dataText).not.toContain("isActive");
  });

  it("shows 'Video Content Coming Soon' when no video is active", async () => {
    const member = await createMember(env.DB, { accessCode: CODE });
    await createVideo(env.DB, member.companyId, { title: "Only a draft", isActive: false });
    const visitor = new Browser();
    await visitor.post(`/public/${member.slug}/videos`, { intent: "unlock", accessCode: CODE });
    const html = await (await visitor.fetch(`/public/${member.slug}/videos`)).text();
    expect(html).toContain(rendered("Video Content Coming Soon"));
    expect(html).not.toContain("Only a draft");
  });

  it("a grant for one company does not open another's videos", async () => {
    const a = await companyWithVideos();
    const b = await createMember(env.DB, { accessCode: CODE });
    await createVideo(env.DB, b.companyId, { title: "Bravo company video" });
    const visitor = new Browser();
    await visitor.post(`/public/${a.slug}/videos`, { intent: "unlock", accessCode: CODE });
    const aHtml = await (await visitor.fetch(`/public/${a.slug}/videos`)).text();
    expect(aHtml).not.toContain("Bravo company video");
    const bHtml = await (await visitor.fetch(`/public/${b.slug}/videos`)).text();
    expect(bHtml).toContain(rendered("Access to the videos"));
    expect(bHtml).not.toContain("Bravo company video");
  });

  it("answers 404 for an unknown company", async () => {
    const res = await new Browser().fetch("/public/no-such-company-xyz/videos");
    expect(res.status).toBe(404);
  });
});
