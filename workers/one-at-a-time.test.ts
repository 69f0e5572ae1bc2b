import { describe, expect, it } from "vitest";

import { oneAtATime } from "./one-at-a-time";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("oneAtATime", () => {
  it("runs invocations one after the other, in order, whatever each one's outcome", async () => {
    const run = oneAtATime(10_000);
    const log: string[] = [];
    let running = 0;
    let most = 0;
    const job = (name: string, ms: number, fail = false) =>
      run(async () => {
        running++;
        most = Math.max(most, running);
        log.push(`${name} start`);
        await sleep(ms);
        log.push(`${name} end`);
        running--;
        if (fail) throw new Error(name);
        return name;
      });
    const results = await Promise.allSettled([job("a", 30), job("b", 5, true), job("c", 1)]);
    expect(most).toBe(1);
    expect(log).toEqual(["a start", "a end", "b start", "b end", "c start", "c end"]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
  });

  it("does not wait for good on an invocation that never ends", async () => {
    const run = oneAtATime(20);
    void run(() => new Promise<never>(() => undefined));
    const started = Date.now();
    expect(await run(async () => "next")).toBe("next");
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
