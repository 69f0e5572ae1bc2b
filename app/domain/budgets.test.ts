import { describe, expect, it } from "vitest";

import {
  AI_DAILY_DEFAULT,
  budgetDay,
  budgetEntries,
  budgetExpiry,
  budgetRefusal,
  CHAT_PER_ADDRESS,
  CHAT_PER_VISITOR,
  parseAiDailyQuestions,
  REQUESTS_PER_COMPANY,
  usesWithin,
} from "./budgets";

const at = new Date("2026-05-04T23:59:59.999Z");

describe("budget keys", () => {
  it("names the UTC day, and keeps a day's counters until the end of the next day", () => {
    expect(budgetDay(at)).toBe("2026-05-04");
    expect(budgetDay(new Date("2026-05-05T00:00:00.000Z"))).toBe("2026-05-05");
    expect(budgetExpiry(at)).toBe("2026-05-06T00:00:00.000Z");
  });

  it("counts a chat question on the visitor, their address and the company's AI budget", () => {
    const entries = budgetEntries("chat", {
      companyId: "c1",
      visitorId: "v1",
      address: "2001:db8::/64",
      day: "2026-05-04",
      companyLimit: 42,
    });
    expect(entries).toEqual([
      { key: "chat:v:c1:v1:2026-05-04", limit: CHAT_PER_VISITOR, scope: "visitor" },
      { key: "chat:a:c1:2001:db8::/64:2026-05-04", limit: CHAT_PER_ADDRESS, scope: "address" },
      { key: "chat:c:c1:2026-05-04", limit: 42, scope: "company" },
    ]);
    expect(
      budgetEntries("chat", { companyId: "c1", visitorId: "v1", address: "a", day: "d" })[2]!.limit,
    ).toBe(AI_DAILY_DEFAULT);
  });

  it("keeps requests and subscriptions apart from the chat and from each other", () => {
    const request = budgetEntries("request", { companyId: "c1", visitorId: "v1", address: "a", day: "d" });
    const subscribe = budgetEntries("subscribe", {
      companyId: "c1",
      visitorId: "v1",
      address: "a",
      day: "d",
    });
    expect(request[2]).toEqual({ key: "request:c:c1:d", limit: REQUESTS_PER_COMPANY, scope: "company" });
    expect(new Set([...request, ...subscribe].map((e) => e.key)).size).toBe(6);
  });
});

describe("budgetRefusal", () => {
  const entries = budgetEntries("chat", {
    companyId: "c",
    visitorId: "v",
    address: "a",
    day: "d",
    companyLimit: 500,
  });

  it("allows a use that every key has room for, the one that reaches a limit included", () => {
    expect(budgetRefusal(entries, [CHAT_PER_VISITOR, CHAT_PER_ADDRESS, 500])).toBeNull();
  });

  it("names the first key past its limit", () => {
    expect(budgetRefusal(entries, [CHAT_PER_VISITOR + 1, CHAT_PER_ADDRESS + 1, 501])).toBe("visitor");
    expect(budgetRefusal(entries, [1, CHAT_PER_ADDRESS + 1, 501])).toBe("address");
    expect(budgetRefusal(entries, [1, 1, 501])).toBe("company");
  });
});

describe("usesWithin", () => {
  it("gives the uses of a batch that still fit the limit", () => {
    expect(usesWithin(5, 5, 300)).toBe(5);
    expect(usesWithin(5, 302, 300)).toBe(3);
    expect(usesWithin(5, 310, 300)).toBe(0);
  });
});

describe("parseAiDailyQuestions", () => {
  it("takes a whole number from 1 to 100,000", () => {
    expect(parseAiDailyQuestions(" 500 ")).toEqual({ ok: true, value: 500 });
    expect(parseAiDailyQuestions("100000")).toEqual({ ok: true, value: 100_000 });
  });

  it("refuses anything else", () => {
    for (const raw of ["", "0", "-1", "1.5", "100001", "abc", "1e3"]) {
      expect(parseAiDailyQuestions(raw)).toEqual({ ok: false });
    }
  });
});
