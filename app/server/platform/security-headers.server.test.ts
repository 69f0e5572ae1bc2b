import { describe, expect, it } from "vitest";

import { createNonce } from "./security-headers.server";

describe("createNonce", () => {
  it("gives 128 random bits in base64, never the same twice, across refills of its random pool", () => {
    const nonces = Array.from({ length: 1000 }, () => createNonce());
    for (const nonce of nonces) {
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(atob(nonce)).toHaveLength(16);
    }
    expect(new Set(nonces).size).toBe(nonces.length);
  });
});
