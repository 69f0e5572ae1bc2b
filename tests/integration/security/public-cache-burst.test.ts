import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

import { createMember, createUpdate } from "../../factories";
import { Browser } from "../http";

const CODE = "investor-code-123";

describe("public pages under a burst of parallel loads", { timeout: 60_000 }, () => {
  it("80 parallel timeline loads of a company nobody read yet: all 200, each with the timeline", async () => {
    const member = await createMember(env.DB, { accessCode: CODE });
    await createUpdate(env.DB, member.companyId, { title: "Burst-proof milestone" });
    const visitor = new Browser();
    expect(
      (await visitor.post(`/public/${member.slug}/timeline`, { intent: "unlock", accessCode: CODE })).status,
    ).toBe(302);

    const answers = await Promise.all(
      Array.from({ length: 80 }, () => visitor.fetch(`/public/${member.slug}/timeline`)),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(80).fill(200));
    const pages = await Promise.all(answers.map((res) => res.text()));
    expect(pages.every((html) => html.includes("Burst-proof milestone"))).toBe(true);
  });

  it("80 parallel anonymous loads of the gate: all 200", async () => {
    const member = await createMember(env.DB, { accessCode: CODE });
    const answers = await Promise.all(
      Array.from({ length: 80 }, () => new Browser().fetch(`/public/${member.slug}`)),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(80).fill(200));
    await Promise.all(answers.map((res) => res.arrayBuffer()));
  });
});
