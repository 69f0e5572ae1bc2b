import { describe, expect, it } from "vitest";

import { deviceType, summarizePageViews, viewDay } from "./page-views";

describe("deviceType", () => {
  it("recognises tablets", () => {
    expect(deviceType("Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15")).toBe("tablet");
    expect(
      deviceType("Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 Chrome/120 Safari/537.36"),
    ).toBe("tablet");
  });
  it("recognises phones", () => {
    expect(deviceType("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148")).toBe("mobile");
    expect(deviceType("Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/120 Mobile Safari/537.36")).toBe(
      "mobile",
    );
  });
  it("defaults to desktop, also without a user agent", () => {
    expect(deviceType("Mozilla/5.0 (X11; Linux x86_64) Chrome/156 Safari/537.36")).toBe("desktop");
    expect(deviceType(null)).toBe("desktop");
  });
});

describe("viewDay", () => {
  it("is the UTC calendar day", () => {
    expect(viewDay(new Date("2026-11-23T23:59:59Z"))).toBe("2026-11-23");
  });
});

describe("summarizePageViews", () => {
  it("orders by views, then path", () => {
    expect(
      summarizePageViews([
        { path: "/b", views: 2, uniqueVisitors: 1 },
        { path: "/a", views: 2, uniqueVisitors: 2 },
        { path: "/c", views: 5, uniqueVisitors: 3 },
      ]).map((r) => r.path),
    ).toEqual(["/c", "/a", "/b"]);
  });
});
