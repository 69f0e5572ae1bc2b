import { describe, expect, it } from "vitest";
import { createRenderCache, inputFingerprint, renderInput, type RenderInput } from "./render-cache.server";

/** A render that counts its calls and answers `markup(nonce)`. */
function counted(markup: (nonce: string) => string) {
  const calls = { n: 0 };
  return { calls, render: (nonce: string) => () => (calls.n++, markup(nonce)) };
}
const at = (state: string, head = "200 https://x.test/a"): RenderInput => ({ head, state });

describe("render cache", () => {
  it("keeps a page from its second rendering on and answers it with each response's own nonce", () => {
    const cache = createRenderCache(1_000);
    const page = counted((nonce) => `<p>a</p><script nonce="${nonce}"></script><script nonce="${nonce}"></script>`);
    expect(cache.get(at("s"), "N1", page.render("N1"))).toBe(`<p>a</p><script nonce="N1"></script><script nonce="N1"></script>`);
    // Seen once: not kept yet.
    expect(cache.size).toBe(0);
    cache.get(at("s"), "N2", page.render("N2"));
    expect(cache.size).toBe(1);
    expect(cache.get(at("s"), "N3", page.render("N3"))).toBe(`<p>a</p><script nonce="N3"></script><script nonce="N3"></script>`);
    expect(page.calls.n).toBe(2);
  });

  it("tells pages apart by status and URL as well as by state", () => {
    const cache = createRenderCache(1_000);
    const a = counted(() => "A");
    const b = counted(() => "B");
    for (let i = 0; i < 2; i++) cache.get(at("s", "200 https://x.test/a"), "n", a.render("n"));
    expect(cache.get(at("s", "200 https://x.test/a?tab=2"), "n", b.render("n"))).toBe("B");
    expect(cache.get(at("s", "404 https://x.test/a"), "n", b.render("n"))).toBe("B");
    expect(cache.get(at("s", "200 https://x.test/a"), "n", b.render("n"))).toBe("A");
  });

  it("forgets the least recently used states first when over its size", () => {
    // Each entry costs state (1) + markup (9) = 10 characters; room for three.
    const cache = createRenderCache(30);
    const [a, b, c, d] = ["a", "b", "c", "d"].map((k) => counted(() => k.repeat(9))) as [ReturnType<typeof counted>, ReturnType<typeof counted>, ReturnType<typeof counted>, ReturnType<typeof counted>];
    const view = (key: string, page: ReturnType<typeof counted>) => cache.get(at(key), "n", page.render("n"));
    const twice = (key: string, page: ReturnType<typeof counted>) => (view(key, page), view(key, page));
    twice("a", a);
    twice("b", b);
    twice("c", c);
    view("a", a); // a is now the most recent
    twice("d", d); // over budget: b, the least recent, goes
    expect(cache.size).toBe(3);
    view("a", a);
    view("c", c);
    view("d", d);
    expect([a.calls.n, c.calls.n, d.calls.n]).toEqual([2, 2, 2]);
    view("b", b);
    expect(b.calls.n).toBe(3);
  });

  it("does not keep a page larger than the whole cache", () => {
    const cache = createRenderCache(10);
    const big = counted(() => "x".repeat(20));
    for (let i = 0; i < 3; i++) cache.get(at("s"), "n", big.render("n"));
    expect(big.calls.n).toBe(3);
    expect(cache.size).toBe(0);
  });
});

describe("render input", () => {
  it("is the status, URL and loader state of a GET document", () => {
    expect(renderInput("GET", "https://x.test/numbers", 200, "[state]")).toEqual({ head: "200 https://x.test/numbers", state: "[state]" });
    expect(renderInput("HEAD", "https://x.test/numbers", 404, "[state]")).toEqual({ head: "404 https://x.test/numbers", state: "[state]" });
  });

  it("is null for an action's answer and for a document without a state stream", () => {
    expect(renderInput("POST", "https://x.test/numbers", 200, "[state]")).toBeNull();
    expect(renderInput("GET", "https://x.test/numbers", 200, null)).toBeNull();
  });

  it("has a short fingerprint that is the same for the same input and differs with the URL or the state", () => {
    const state = `[${"x".repeat(5_000)}]`;
    const input = renderInput("GET", "https://x.test/numbers", 200, state)!;
    expect(inputFingerprint(input)).toBe(inputFingerprint({ ...input, state: `${state}` }));
    expect(inputFingerprint(renderInput("GET", "https://x.test/numbers?bench-view=2", 200, state)!)).not.toBe(inputFingerprint(input));
    expect(inputFingerprint(renderInput("GET", "https://x.test/numbers", 200, `${state}y`)!)).not.toBe(inputFingerprint(input));
    expect(inputFingerprint(input).length).toBeLessThan(300);
  });
});
