import { describe, expect, it } from "vitest";

import { formatEuro, formatEuroAmount, formatEuroAxis, formatEuroExact, formatEuroWhole } from "./money";

const NBSP = "\u00a0";

describe("formatEuro", () => {
  it("writes 1234.5 as the nl-NL currency string Node's Intl gives", () => {
    expect(formatEuro(1234.5)).toBe(`€${NBSP}1.234,50`);
  });
  it("writes zero with cents", () => {
    expect(formatEuro(0)).toBe(`€${NBSP}0,00`);
  });
  it("groups millions with dots", () => {
    expect(formatEuro(1_000_000)).toBe(`€${NBSP}1.000.000,00`);
  });
  it("puts the minus sign after the euro sign", () => {
    expect(formatEuro(-1234.5)).toBe(`€${NBSP}-1.234,50`);
  });
  it("rounds to cents", () => {
    expect(formatEuro(12.345)).toBe(`€${NBSP}12,35`);
  });
  it("never prints NaN or Infinity", () => {
    expect(formatEuro(Number.NaN)).toBe(`€${NBSP}0,00`);
    expect(formatEuro(Number.POSITIVE_INFINITY)).toBe(`€${NBSP}0,00`);
  });
});

describe("formatEuroWhole", () => {
  it("rounds to whole euros", () => {
    expect(formatEuroWhole(1234.5)).toBe(`€${NBSP}1.235`);
  });
});

describe("formatEuroAmount", () => {
  it("writes whole amounts without decimals", () => {
    expect(formatEuroAmount(1500)).toBe("1.500");
  });
  it("writes other amounts with two decimals", () => {
    expect(formatEuroAmount(1234.5)).toBe("1.234,50");
  });
  it("treats an amount that rounds to whole cents as whole", () => {
    expect(formatEuroAmount(99.999)).toBe("100");
  });
});

describe("formatEuroAxis", () => {
  it("abbreviates millions with M, with a Dutch decimal comma", () => {
    expect(formatEuroAxis(2_500_000)).toBe("€2,5M");
    expect(formatEuroAxis(1_400_000)).toBe("€1,4M");
    expect(formatEuroAxis(3_000_000)).toBe("€3M");
    expect(formatEuroAxis(-1_250_000)).toBe("€-1,3M");
  });
  it("abbreviates thousands with K", () => {
    expect(formatEuroAxis(45_000)).toBe("€45K");
  });
  it("leaves amounts under a thousand as they are", () => {
    expect(formatEuroAxis(800)).toBe("€800");
  });
});

describe("formatEuroExact", () => {
  it("keeps cents where there are cents and leaves whole amounts whole", () => {
    expect(formatEuroExact(750.5)).toBe("€\u00a0750,50");
    expect(formatEuroExact(1500)).toBe("€\u00a01.500");
    expect(formatEuroExact(0.1 + 0.2)).toBe("€\u00a00,30");
    expect(formatEuroExact(-1234.56)).toBe("€\u00a0-1.234,56");
    expect(formatEuroExact(99.999)).toBe("€\u00a0100");
    expect(formatEuroExact(Number.NaN)).toBe("€\u00a00");
  });
  it("writes every amount as Intl's nl-NL euro formats do", () => {
    const euro = new Intl.NumberFormat("nl-NL", { style: "currency", currency: "EUR" });
    const whole = new Intl.NumberFormat("nl-NL", {
      style: "currency",
      currency: "EUR",
      maximumFractionDigits: 0,
    });
    const intl = (v: number) => {
      const cents = Math.round(v * 100);
      return (cents % 100 === 0 ? whole : euro).format(cents / 100);
    };
    const values = [0, -0, -0.004, 0.005, -0.005, 0.015, 1.005, 999.995, 123_456_789.01, 1e13, 2e13, -1e14];
    for (let i = -5_000; i <= 5_000; i++) values.push(i / 100, i * 7.31, i / 3);
    // A fixed pseudo-random walk over many magnitudes (a test needs no real randomness).
    let seed = 7;
    for (let i = 0; i < 5_000; i++) {
      seed = (seed * 16807) % 2147483647;
      values.push((seed / 2147483647 - 0.5) * 10 ** (i % 13));
    }
    for (const v of values) expect(formatEuroExact(v), String(v)).toBe(intl(v));
  });
});
