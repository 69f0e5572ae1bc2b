import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

import { MANAGEMENT_TABS, tabPath } from "../../../app/domain/admin/panel-tabs";
import { createMember } from "../../factories";
import { Browser } from "../http";

// Every name reachable through Object.prototype, plus the classic pollution keys.
const PROTOTYPE_NAMES = [
  ...Object.getOwnPropertyNames(Object.prototype),
  "__proto__",
  "constructor.prototype",
  "prototype",
];

const SECRET = "integration-test-secret-0123456789abcdef";

describe("admin panel intents", () => {
  it.each(PROTOTYPE_NAMES)(
    "intent=%s is an unknown intent: 400, nothing of the context in the answer",
    async (intent) => {
      const member = await createMember(env.DB);
      const browser = new Browser();
      await browser.login(member.email, member.password);
      const withForms = MANAGEMENT_TABS.filter((tab) => tab !== "chat-messages" && tab !== "requests");
      for (const path of withForms.flatMap((tab) => [tabPath(tab), `${tabPath(tab)}.data`])) {
        const res = await browser.post(path, { intent });
        const body = await res.text();
        expect(res.status, `${path} ${intent}`).toBe(400);
        expect(body).not.toContain(SECRET);
        for (const binding of ["SESSION_SECRET", "NOTIFICATIONS", "JOBS", "cloudflare", "toasts"]) {
          expect(body).not.toContain(binding);
        }
      }
    },
  );
});
