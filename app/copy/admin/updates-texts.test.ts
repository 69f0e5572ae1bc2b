import { describe, expect, it } from "vitest";

import { formatAmsterdam, updateCreatedToast } from "./updates-texts";

describe("a scheduled moment in the founder's words", () => {
  it("shows a moment as Amsterdam time, in Dutch", () => {
    expect(formatAmsterdam(new Date("2026-11-27T13:00:00Z"))).toBe(
      "27 november 2026, 14:00 (Amsterdamse tijd)",
    );
    expect(formatAmsterdam(new Date("2026-06-01T07:00:00Z"))).toBe("1 juni 2026, 09:00 (Amsterdamse tijd)");
  });
});

describe("updateCreatedToast", () => {
  it("says 'Update toegevoegd' without notifications", () => {
    expect(updateCreatedToast({ notify: false })).toEqual({ title: "Update toegevoegd" });
  });
  it("says 'Update toegevoegd' and nobody was mailed when no verified subscriber exists", () => {
    expect(updateCreatedToast({ notify: true, subscribers: 0 })).toEqual({
      title: "Update toegevoegd",
      description: "Er zijn nog geen geverifieerde abonnees, dus er is niemand gemaild.",
    });
  });
  it("names how many VCs the notifications are being sent to, never claiming they were notified", () => {
    expect(updateCreatedToast({ notify: true, subscribers: 1 }).description).toBe(
      "Update created successfully; notifications to 1 VC are being sent (the update shows how many went out).",
    );
    const many = updateCreatedToast({ notify: true, subscribers: 3 });
    expect(many.title).toBe("Update created");
    expect(many.description).toContain("to 3 VCs are being sent");
    expect(`${many.title} ${many.description}`).not.toContain("notified");
  });
  it("says notifications may have failed when the job was not queued", () => {
    expect(updateCreatedToast({ notify: true, failed: true })).toEqual({
      title: "Update created",
      description: "Update created successfully, but some notifications may have failed to send.",
    });
  });
});
