import { describe, expect, it } from "vitest";

import { mailClickMessage, mailClickTarget, mailClickUrl, readMailClick } from "./mail-links";

const TOKEN = "a".repeat(43);

describe("update-mail click links", () => {
  it("signs the purpose, the company and the subscription", () => {
    expect(mailClickMessage("c1", "s1")).toBe("mail-click:v1:c1:s1");
    expect(mailClickMessage("c1", "s1")).not.toBe(mailClickMessage("c2", "s1"));
  });

  it("builds a link that reads back", () => {
    const url = new URL(
      mailClickUrl("https://ir.example/anything", "acme", "sub_1", TOKEN, "/public/acme/timeline"),
    );
    expect(url.origin + url.pathname).toBe("https://ir.example/public/acme/go");
    expect(readMailClick(url.searchParams)).toEqual({ subscriptionId: "sub_1", token: TOKEN });
    expect(mailClickTarget("acme", url.searchParams.get("to"))).toBe("/public/acme/timeline");
  });

  it("refuses malformed ids and tokens", () => {
    expect(readMailClick(new URLSearchParams({ s: "sub_1", t: "short" }))).toBeNull();
    expect(readMailClick(new URLSearchParams({ s: "a b", t: TOKEN }))).toBeNull();
    expect(readMailClick(new URLSearchParams({ t: TOKEN }))).toBeNull();
  });

  it("only ever goes to a page of the company's own investor site", () => {
    expect(mailClickTarget("acme", "/public/acme/pitch-deck?slide=3")).toBe(
      "/public/acme/pitch-deck?slide=3",
    );
    expect(mailClickTarget("acme", "/public/acme")).toBe("/public/acme");
    for (const bad of [
      "https://evil.example/",
      "//evil.example/public/acme",
      "/public/other/timeline",
      "/admin",
      "/public/acme/../other",
      "/public/acme/go",
      "/\\evil.example",
      null,
      "",
    ]) {
      expect(mailClickTarget("acme", bad)).toBe("/public/acme/timeline");
    }
  });
});
