import { describe, expect, it } from "vitest";

import { addressKey } from "./client-address";

describe("addressKey", () => {
  it("keys an IPv4 client on its address", () => {
    expect(addressKey("192.0.2.7")).toBe("192.0.2.7");
    expect(addressKey(" 203.0.113.200 ")).toBe("203.0.113.200");
    expect(addressKey("198.051.100.010")).toBe("198.51.100.10");
  });

  it("keys every address of one IPv6 /64 alike, however it is written", () => {
    const key = "2001:db8:0:1::/64";
    expect(addressKey("2001:db8:0:1::1")).toBe(key);
    expect(addressKey("2001:db8:0:1:ffff:ffff:ffff:ffff")).toBe(key);
    expect(addressKey("2001:0DB8:0000:0001:0a0b:0c0d:0e0f:1011")).toBe(key);
    expect(addressKey("2001:db8::1:0:0:0:9")).toBe(key);
    expect(addressKey("2001:db8:0:2::1")).toBe("2001:db8:0:2::/64");
  });

  it("tells neighbouring /64s apart", () => {
    expect(addressKey("2001:db8:0:1::1")).not.toBe(addressKey("2001:db8:0:0:ffff::1"));
  });

  it("handles the short forms: all zeros, leading ::, trailing ::", () => {
    expect(addressKey("::")).toBe("0:0:0:0::/64");
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
    expect(addressKey("fe80::")).toBe("fe80:0:0:0::/64");
    expect(addressKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  });

  it("reads IPv4-mapped IPv6 as the IPv4 client", () => {
    expect(addressKey("::ffff:192.0.2.7")).toBe("192.0.2.7");
    expect(addressKey("::ffff:c000:0207")).toBe("192.0.2.7");
  });

  it("keeps an embedded IPv4 tail of another prefix in its /64", () => {
    expect(addressKey("64:ff9b::198.51.100.7")).toBe("64:ff9b:0:0::/64");
  });

  it("gives one key, 'unknown', to anything that is no address", () => {
    for (const raw of [
      null,
      undefined,
      "",
      "local",
      "256.1.1.1",
      "1.2.3",
      "1:2:3",
      "1::2::3",
      "12345::1",
      "1:2:3:4:5:6:7:8:9",
      "::ffff:999.0.0.1",
      "x".repeat(80),
      "2001:db8::g",
    ]) {
      expect(addressKey(raw)).toBe("unknown");
    }
  });
});
