import { beforeEach, describe, expect, it } from "vitest";
import { clearPublicCache, mayChangePublicPages, PUBLIC_CACHE_TTL_MS, readThrough } from "./public-cache.server";

/** A load whose answer the test releases by hand, counting how often it was started. */
function controlledLoad<T>() {
  const calls: Array<(value: T) => void> = [];
  const load = () => new Promise<T>((resolve) => calls.push(resolve));
  return { load, calls };
}

describe("public read cache", () => {
  beforeEach(() => clearPublicCache());

  it("never shares a pending read: parallel misses each load for themselves", async () => {
    const { load, calls } = controlledLoad<string>();
    const a = readThrough("k", load, 1_000);
    const b = readThrough("k", load, 1_000);
    expect(calls).toHaveLength(2);
    calls[0]!("first");
    calls[1]!("second");
    expect(await a).toBe("first");
    expect(await b).toBe("second");
  });

  it("serves a settled value until it expires, then reads again", async () => {
    let loads = 0;
    const load = async () => ++loads;
    expect(await readThrough("k", load, 1_000)).toBe(1);
    expect(await readThrough("k", load, 1_000 + PUBLIC_CACHE_TTL_MS - 1)).toBe(1);
    expect(await readThrough("k", load, 1_000 + PUBLIC_CACHE_TTL_MS)).toBe(2);
    expect(loads).toBe(2);
  });

  it("does not remember a failed read", async () => {
    await expect(readThrough("k", () => Promise.reject(new Error("D1 down")), 1_000)).rejects.toThrow("D1 down");
    expect(await readThrough("k", async () => "fresh", 1_000)).toBe("fresh");
  });

  it("does not store a read that started before a clear", async () => {
    const { load, calls } = controlledLoad<string>();
    const stale = readThrough("k", load, 1_000);
    clearPublicCache();
    calls[0]!("before the write");
    expect(await stale).toBe("before the write");
    expect(await readThrough("k", async () => "after the write", 1_001)).toBe("after the write");
  });
});

describe("mayChangePublicPages", () => {
  it("is true for the team's posts, false for reads and for investors' own posts", () => {
    for (const path of ["/admin/management", "/admin/documents/pages", "/admin/documents/upload", "/forecast"]) expect(mayChangePublicPages("POST", path)).toBe(true);
    expect(mayChangePublicPages("DELETE", "/admin/management")).toBe(true);
    for (const path of ["/public/demo/beacon", "/public/demo", "/public/demo/pitch-deck", "/public/demo/subscribe"]) expect(mayChangePublicPages("POST", path)).toBe(false);
    expect(mayChangePublicPages("GET", "/admin/management")).toBe(false);
    expect(mayChangePublicPages("HEAD", "/admin/management")).toBe(false);
  });
});
