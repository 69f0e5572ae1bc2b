import { describe, expect, it } from "vitest";

import { chunkForQueue } from "./batches";

describe("chunkForQueue", () => {
  it("splits at 100 messages", () => {
    const batches = chunkForQueue(Array.from({ length: 250 }, (_, i) => i));
    expect(batches.map((b) => b.length)).toEqual([100, 100, 50]);
    expect(batches.flat()).toEqual(Array.from({ length: 250 }, (_, i) => i));
  });

  it("splits by total size before the count limit", () => {
    const batches = chunkForQueue(["a", "b", "c", "d", "e"], { maxBytes: 25, size: () => 10 });
    expect(batches).toEqual([["a", "b"], ["c", "d"], ["e"]]);
  });

  it("returns no batch for no messages and refuses a message over the per-message limit", () => {
    expect(chunkForQueue([])).toEqual([]);
    expect(() => chunkForQueue(["x"], { maxMessageBytes: 2 })).toThrow(/too large/);
  });
});
