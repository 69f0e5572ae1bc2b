import { describe, expect, it } from "vitest";
import { createRenderCache, nonceSlot, renderKey } from "./render-cache.server";

/** A render that counts its calls and answers `markup`. */
function counted(markup: string) {
  const calls = { n: 0 };
  return { calls, render: () => (calls.n++, markup) };
}

describe("render cache", () => {
  it("renders a key once and answers the same markup after", () => {
    const cache = createRenderCache(1_000);
    const page = counted("<p>a</p>");
    expect(cache.get("k", page.render)).toBe("<p>a</p>");
    expect(cache.get("k", page.render)).toBe("<p>a</p>");
    expect(page.calls.n).toBe(1);
  });

  it("forgets the least recently used pages first when over its size", () => {
    // Each entry costs key (1) + markup (9) = 10 characters; room for three.
    const cache = createRenderCache(30);
    const [a, b, c, d] = [counted("a".repeat(9)), counted("b".repeat(9)), counted("c".repeat(9)), counted("d".repeat(9))];
    cache.get("a", a.render);
    cache.get("b", b.render);
    cache.get("c", c.render);
    cache.get("a", a.render); // a is now the most recent
    cache.get("d", d.render); // over budget: b, the least recent, goes
    expect(cache.size).toBe(3);
    cache.get("a", a.render);
    cache.get("c", c.render);
    cache.get("d", d.render);
    expect([a.calls.n, c.calls.n, d.calls.n]).toEqual([1, 1, 1]);
    cache.get("b", b.render);
    expect(b.calls.n).toBe(2);
  });

  it("does not keep a page larger than the whole cache", () => {
    const cache = createRenderCache(10);
    const big = counted("x".repeat(20));
    cache.get("k", big.render);
    cache.get("k", big.render);
    expect(big.calls.n).toBe(2);
    expect(cache.size).toBe(0);
  });
});

describe("render key", () => {
  it("is made of status, URL and the loader state of a GET document", () => {
    expect(renderKey("GET", "https://x.test/numbers", 200, "[state]")).toBe("200 https://x.test/numbers\n[state]");
    expect(renderKey("GET", "https://x.test/numbers?year=2025", 200, "[state]")).not.toBe(renderKey("GET", "https://x.test/numbers", 200, "[state]"));
    expect(renderKey("GET", "https://x.test/a", 404, "[s]")).not.toBe(renderKey("GET", "https://x.test/a", 200, "[s]"));
  });

  it("is null for an action's answer and for a document without a state stream", () => {
    expect(renderKey("POST", "https://x.test/numbers", 200, "[state]")).toBeNull();
    expect(renderKey("GET", "https://x.test/numbers", 200, null)).toBeNull();
  });
});

describe("nonce slot", () => {
  it("is one base64 value per isolate, as long as a real nonce", () => {
    expect(nonceSlot()).toBe(nonceSlot());
    expect(nonceSlot()).toMatch(/^[A-Za-z0-9+/]{24}$/);
  });
});
