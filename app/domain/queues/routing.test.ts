import { describe, expect, it } from "vitest";

import { consumerOf, isDeadLetterQueue } from "./routing";

describe("queue message routing", () => {
  it("routes by the message's kind", () => {
    expect(consumerOf({ kind: "extract-pdf", companyId: "c", documentId: "d" })).toBe("jobs");
    expect(consumerOf({ kind: "document-step" })).toBe("jobs");
    expect(consumerOf({ kind: "parse-excel" })).toBe("jobs");
    expect(consumerOf({ kind: "process-images" })).toBe("jobs");
    expect(consumerOf({ kind: "mail" })).toBe("notifications");
    expect(consumerOf({ kind: "outbox-mail" })).toBe("notifications");
    // Nothing queues the fan-out job of the first design any more: the update's rows are written when it is added.
    expect(consumerOf({ kind: "update-published" })).toBeNull();
  });

  it("knows no consumer for a body without a known kind, nor for inherited names", () => {
    for (const body of [
      null,
      undefined,
      "mail",
      42,
      {},
      { kind: 1 },
      { kind: "carrier-pigeon" },
      { kind: "constructor" },
      { kind: "__proto__" },
      { kind: "toString" },
    ]) {
      expect(consumerOf(body)).toBeNull();
    }
  });

  it("tells a dead-letter queue by its suffix, whatever the environment's prefix", () => {
    expect(isDeadLetterQueue("investor-relations-jobs-dlq")).toBe(true);
    expect(isDeadLetterQueue("acme-notifications-dlq")).toBe(true);
    expect(isDeadLetterQueue("investor-relations-jobs")).toBe(false);
    expect(isDeadLetterQueue("dlq-investor-relations-jobs")).toBe(false);
  });
});
