import { describe, expect, it } from "vitest";

import { signMailClick, verifyMailClick } from "./mail-links.server";

const SECRET = "s".repeat(40);

describe("update-mail click tokens", () => {
  it("verifies its own signature and nothing else", async () => {
    const token = await signMailClick(SECRET, "c1", "sub1");
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await verifyMailClick(SECRET, "c1", "sub1", token)).toBe(true);
    expect(await verifyMailClick(SECRET, "c1", "sub2", token)).toBe(false);
    expect(await verifyMailClick(SECRET, "c2", "sub1", token)).toBe(false);
    expect(await verifyMailClick("t".repeat(40), "c1", "sub1", token)).toBe(false);
    const flipped = (token[0] === "A" ? "B" : "A") + token.slice(1);
    expect(await verifyMailClick(SECRET, "c1", "sub1", flipped)).toBe(false);
    expect(await verifyMailClick(SECRET, "c1", "sub1", "!".repeat(43))).toBe(false);
  });
});
