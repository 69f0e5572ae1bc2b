import { describe, expect, it } from "vitest";

import { isMasked, looksLikeSecret, maskMailLinks, maskUrl } from "./redact";

const HEX = "9f2c".repeat(16);
const B64 = "q7Vd-3kP_aZ0xLmN8rTbYc2WfGhJ5sEu1oKiA4nRd6Q";

describe("the Outbox's view of a mail's links", () => {
  it("masks the token of a confirmation, an unsubscribe and a personal link, and keeps the rest readable", () => {
    expect(maskUrl(`https://investors.example.com/subscribe/verify?token=${HEX}`)).toBe(
      "https://investors.example.com/subscribe/verify?token=…",
    );
    expect(maskUrl(`https://investors.example.com/unsubscribe?token=${HEX}`)).toBe(
      "https://investors.example.com/unsubscribe?token=…",
    );
    expect(maskUrl(`https://investors.example.com/public/acme-holding-international-2026/i/${B64}`)).toBe(
      "https://investors.example.com/public/acme-holding-international-2026/i/…",
    );
  });

  it("masks a signed click link's token but keeps the subscription id and the page", () => {
    const id = "0b3c9a4e-6f1d-4c2b-9a8e-7d6c5b4a3f21";
    expect(
      maskUrl(
        `http://localhost:8787/public/demo/go?s=${id}&t=short-but-secret&to=%2Fpublic%2Fdemo%2Ftimeline`,
      ),
    ).toBe(`http://localhost:8787/public/demo/go?s=${id}&t=…&to=%2Fpublic%2Fdemo%2Ftimeline`);
  });

  it("leaves links without a secret exactly as they were", () => {
    for (const url of [
      "https://investors.example.com/admin/management/requests",
      "https://investors.example.com/admin/management/investors?visitor=i:0b3c9a4e-6f1d-4c2b-9a8e-7d6c5b4a3f21",
      "https://investors.example.com/public/a-very-long-company-name-holding-bv/timeline",
    ]) {
      expect(maskUrl(url)).toBe(url);
    }
  });

  it("tells secrets from names and ids", () => {
    expect(looksLikeSecret(HEX)).toBe(true);
    expect(looksLikeSecret(B64)).toBe(true);
    expect(looksLikeSecret("0b3c9a4e-6f1d-4c2b-9a8e-7d6c5b4a3f21")).toBe(false);
    expect(looksLikeSecret("a-very-long-company-name-holding-bv")).toBe(false);
    expect(looksLikeSecret("Short")).toBe(false);
  });

  it("masks every link of a mail's text, keeping the words and punctuation around them", () => {
    const text = `Confirm here: https://x.example/subscribe/verify?token=${HEX}.\nOr open https://x.example/public/demo/i/${B64}, then https://x.example/admin/management/requests`;
    const masked = maskMailLinks(text);
    expect(masked).not.toContain(HEX);
    expect(masked).not.toContain(B64);
    expect(masked).toBe(
      "Confirm here: https://x.example/subscribe/verify?token=….\nOr open https://x.example/public/demo/i/…, then https://x.example/admin/management/requests",
    );
    expect(isMasked("https://x.example/subscribe/verify?token=…")).toBe(true);
    expect(isMasked("https://x.example/admin/management/requests")).toBe(false);
  });

  it("masks a percent-encoded secret in a path and a fragment", () => {
    expect(maskUrl(`https://x.example/reset/${encodeURIComponent(B64)}#${B64}`)).toBe(
      "https://x.example/reset/…#…",
    );
  });
});
