import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

import { createMember, createUpdate } from "../factories";
import { createSubscription } from "../factories/subscriptions";
import { Browser, signedIn } from "./http";

const valid = {
  intent: "update.create",
  date: "2026-09-01",
  type: "growth",
  title: "100 paying shops",
  description: "Growth from agency partners.",
  metrics: "€24k MRR - 100 shops\n📈 NPS 61",
};

const rowsOf = (companyId: string) =>
  env.DB.prepare(
    "SELECT id, title, type, icon, color, metrics, send_notifications FROM updates WHERE company_id = ?",
  )
    .bind(companyId)
    .all<{
      id: string;
      title: string;
      type: string;
      icon: string;
      color: string;
      metrics: string;
      send_notifications: number;
    }>();

describe("updates (admin)", () => {
  it("creates an update with parsed metrics and the type's icon and colour", async () => {
    const { member, admin } = await signedIn();
    const res = await admin.post("/admin/management/add-update", valid);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/admin/management/updates");
    const { results } = await rowsOf(member.companyId);
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({
      title: "100 paying shops",
      type: "growth",
      icon: "Users",
      color: "purple",
      send_notifications: 0,
    });
    expect(JSON.parse(results[0]!.metrics)).toEqual(["€24k MRR", "100 shops", "NPS 61"]);
    const page = await (await admin.fetch("/admin/management/updates")).text();
    expect(page).toContain("Update toegevoegd");
    expect(page).toContain("100 paying shops");
  });

  it("publishing with notifications writes a row per verified subscriber and says the mails are being sent", async () => {
    const { member, admin } = await signedIn();
    await createSubscription(env.DB, member.companyId, { verified: true });
    await createSubscription(env.DB, member.companyId, { verified: true });
    await createSubscription(env.DB, member.companyId, { verified: false });
    const res = await admin.post("/admin/management/add-update", { ...valid, sendNotifications: "on" });
    expect(res.status).toBe(302);
    const page = await (await admin.fetch("/admin/management/updates")).text();
    expect(page).toContain("Update created");
    expect(page).toContain("notifications to 2 VCs are being sent");
    expect(page).not.toContain("notified");
    const { results } = await rowsOf(member.companyId);
    expect(results[0]!.send_notifications).toBe(1);
    const recipients = await env.DB.prepare("SELECT count(*) AS n FROM outbox_emails WHERE update_id = ?")
      .bind(results[0]!.id)
      .first<{ n: number }>();
    expect(recipients!.n).toBe(2);
  });

  it("with notifications but no verified subscriber says 'Update toegevoegd' and queues nothing", async () => {
    const { member, admin } = await signedIn();
    await createSubscription(env.DB, member.companyId, { verified: false });
    const res = await admin.post("/admin/management/add-update", { ...valid, sendNotifications: "on" });
    expect(res.status).toBe(302);
    const page = await (await admin.fetch("/admin/management/updates")).text();
    expect(page).toContain("Update toegevoegd");
    expect(page).not.toContain("VCs notified");
    const { results } = await rowsOf(member.companyId);
    expect(results).toHaveLength(1);
    expect(results[0]!.send_notifications).toBe(0);
  });

  it.each([
    [{ title: "" }, "Title is required"],
    [{ type: "partnership" }, "Please choose one of the six update types"],
    [{ date: "2026-02-30" }, "Please enter a valid date"],
    [{ description: "" }, "Description is required"],
    [{ title: "t".repeat(201) }, "Title is too long"],
  ])("answers bad input %o with 400 and writes nothing", async (patch, message) => {
    const { member, admin } = await signedIn();
    const res = await admin.post("/admin/management/add-update", { ...valid, ...patch });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(message);
    expect((await rowsOf(member.companyId)).results).toHaveLength(0);
  });

  it("edits and deletes only the company's own updates", async () => {
    const { member, admin } = await signedIn();
    const other = await createMember(env.DB);
    const own = await createUpdate(env.DB, member.companyId, { title: "Own" });
    const foreign = await createUpdate(env.DB, other.companyId, { title: "Foreign" });

    const edit = await admin.post("/admin/management/updates", {
      ...valid,
      intent: "update.edit",
      id: own.id,
      title: "Own, edited",
    });
    expect(edit.status).toBe(302);
    expect((await rowsOf(member.companyId)).results[0]!.title).toBe("Own, edited");

    const forgedEdit = await admin.post("/admin/management/updates", {
      ...valid,
      intent: "update.edit",
      id: foreign.id,
      title: "Hacked",
    });
    expect(forgedEdit.status).toBe(404);
    const forgedDelete = await admin.post("/admin/management/updates", {
      intent: "update.delete",
      id: foreign.id,
    });
    expect(forgedDelete.status).toBe(404);
    expect((await rowsOf(other.companyId)).results.map((r) => r.title)).toEqual(["Foreign"]);

    const del = await admin.post("/admin/management/updates", { intent: "update.delete", id: own.id });
    expect(del.status).toBe(302);
    expect((await rowsOf(member.companyId)).results).toHaveLength(0);
    expect(await (await admin.fetch("/admin/management/updates")).text()).toContain("Update verwijderd");
  });

  it("sends visitors without a session to the login page, also for posts", async () => {
    const res = await new Browser().post("/admin/management/add-update", valid);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toMatch(/^\/admin\/login\?redirectTo=/);
  });

  it("answers an unknown intent with 400", async () => {
    const { admin } = await signedIn();
    expect((await admin.post("/admin/management/updates", { intent: "nope" })).status).toBe(400);
  });
});
