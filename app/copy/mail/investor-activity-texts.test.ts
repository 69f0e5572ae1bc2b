import { describe, expect, it } from "vitest";

import { activityDigest } from "../../domain/investors/digest";
import { renderActivityDigestMail, renderFirstOpenMail } from "../../domain/mail/investor-activity";
import { ACTIVITY_DIGEST_MAIL_TEXTS, FIRST_OPEN_MAIL_TEXTS } from "./investor-activity-texts";

const NOW = Date.parse("2026-11-24T07:00:00.000Z");
const ago = (min: number) => new Date(NOW - min * 60_000).toISOString();

describe("the investor activity mails in English", () => {
  it("first open: who opened the deck, what they read, their card", () => {
    const mail = renderFirstOpenMail({
      companyName: "Acme",
      investor: { name: "Ann", email: "ann@fund.example", firm: "Fund One" },
      detailUrl: "https://ir.example/admin/management/investors?visitor=i%3Aann",
      pipelineUrl: "https://ir.example/admin/pipeline?investor=ann",
      texts: FIRST_OPEN_MAIL_TEXTS,
    });
    expect(mail.subject).toBe("Ann (Fund One) opened your pitch deck");
    expect(mail.text).toBe(
      [
        "Ann (Fund One) <ann@fund.example> opened the pitch deck of Acme for the first time, through their personal link.",
        "",
        "What they read and ask: https://ir.example/admin/management/investors?visitor=i%3Aann",
        "Their pipeline card: https://ir.example/admin/pipeline?investor=ann",
        "",
        "You can switch these mails off under Admin Panel → Settings → Investor notifications.",
      ].join("\n"),
    );
    expect(mail.html).toContain("See what they read");
    expect(mail.html).toContain("Open their pipeline card");
  });

  it("the digest: the figures, readers, questions and follow-ups", () => {
    const digest = activityDigest({
      since: ago(24 * 60),
      until: ago(0),
      events: [
        {
          visitorId: "v2",
          investorId: "bob",
          kind: "deck-page",
          path: null,
          documentId: "deck",
          pageNumber: 1,
          durationMs: 65_000,
          source: "beacon",
          createdAt: ago(30),
        },
      ],
      links: new Map(),
      investors: [{ id: "bob", name: "Bob", firm: null }],
      questions: [{ visitorId: "v2", question: "Why now?", answer: null, askedAt: ago(20) }],
      newRequests: 1,
      deck: { documentId: "deck", pageCount: 5 },
    })!;
    const mail = renderActivityDigestMail({
      companyName: "Acme",
      digest: { ...digest, questionsAsked: 3 },
      investorsUrl: "https://ir.example/admin/management/investors",
      followUps: [
        { id: "ann", name: "Ann", firm: "Fund One", reason: "engaged" },
        { id: "cy", name: "Cy", firm: null, reason: "planned" },
      ],
      pipelineUrl: "https://ir.example/admin/pipeline",
      texts: ACTIVITY_DIGEST_MAIL_TEXTS,
    });
    expect(mail.subject).toBe("Acme: investor activity of the last 24 hours");
    expect(mail.text).toContain("Visits: 1 by 1 visitor (0 anonymous)");
    expect(mail.text).toContain("Deck: 1 page view, 1m 05s in total");
    expect(mail.text).toContain("Not answered by the deck: 1");
    expect(mail.text).toContain("New requests: 1");
    expect(mail.text).toContain("Investors who read:\n- Bob: 1 deck page, 1m 05s, 1 question");
    expect(mail.text).toContain('Questions:\n- "Why now?" (Bob) (not answered by the deck)\n- and 2 more');
    expect(mail.text).toContain(
      "Follow up today:\n- Ann (Fund One): engaged in the last 48 hours, nothing logged since\n- Cy: follow-up planned",
    );
    expect(mail.text).toContain(
      "Investors tab: https://ir.example/admin/management/investors\nPipeline: https://ir.example/admin/pipeline",
    );
    expect(mail.html).toContain("Open the Investors tab");
    expect(mail.html).toContain("Open the pipeline");
    const quiet = renderActivityDigestMail({
      companyName: "Acme",
      digest: { ...digest, readers: [] },
      investorsUrl: null,
      texts: ACTIVITY_DIGEST_MAIL_TEXTS,
    });
    expect(quiet.text).toContain("Investors who read:\n- none");
    expect(quiet.html).toContain("None.");
  });
});
