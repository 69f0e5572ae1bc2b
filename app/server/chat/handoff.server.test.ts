import { describe, expect, it } from "vitest";

import { handoffScripts } from "./handoff.server";

/** Runs the emitted inline scripts the way the browser would, against a recording controller. */
function runInBrowser(html: string) {
  const received: string[] = [];
  let closed = false;
  const window = {
    __remixContext: {
      streamController: { enqueue: (v: string) => received.push(v), close: () => (closed = true) },
    },
  };
  const scripts = [...html.matchAll(/<script(?: nonce="[^"]*")?>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  for (const body of scripts) new Function("window", body)(window);
  return { received, closed, scripts };
}

describe("handoffScripts", () => {
  it("hands the turbo-stream text over unchanged, then closes the stream", () => {
    const data = '[{"_1":2},"loaderData",{"title":"Q3 — €1.2M ARR","n":3}]\n';
    const { received, closed, scripts } = runInBrowser(handoffScripts(data));
    expect(scripts).toHaveLength(2);
    expect(received).toEqual([data]);
    expect(closed).toBe(true);
  });

  it("cannot be broken out of by data containing markup or line separators", () => {
    const data = '</script><script>alert(1)</script><!-- & \u2028\u2029 "quotes" \\ backslash';
    const html = handoffScripts(data);
    // Exactly the two scripts it writes: the data's own tags stay inside the string literal.
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(html).not.toMatch(/<!--|\u2028|\u2029/);
    expect(runInBrowser(html).received).toEqual([data]);
  });

  it("gives both scripts the request's CSP nonce", () => {
    const html = handoffScripts("[1]\n", "q2hB3k9xZr0aW1mNfP7TyA==");
    expect(html.match(/<script nonce="q2hB3k9xZr0aW1mNfP7TyA==">/g)).toHaveLength(2);
    expect(runInBrowser(html).received).toEqual(["[1]\n"]);
    expect(() => handoffScripts("[1]", '"><script>alert(1)</script>')).toThrow();
  });
});
