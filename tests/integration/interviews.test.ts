import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

import { INTERVIEW_FALLBACK_QUESTIONS } from "../../app/domain/deck/interview-questions";
import { createStoredDocument } from "../factories/documents";
import { Browser, rendered, signedIn } from "./http";

const TAB = "/admin/management/interviews";

type InterviewRow = {
  id: string;
  company_id: string;
  token: string;
  status: string;
  questions: string | null;
  used_fallback_questions: number;
  invited_at: string;
  started_at: string | null;
  completed_at: string | null;
  expires_at: string;
};
type ResponseRow = { question_number: number; question: string; answer: string; company_id: string };

const interviewsOf = async (companyId: string) =>
  (
    await env.DB.prepare("SELECT * FROM founder_interviews WHERE company_id = ? ORDER BY invited_at")
      .bind(companyId)
      .all<InterviewRow>()
  ).results;
const interviewByToken = (token: string) =>
  env.DB.prepare("SELECT * FROM founder_interviews WHERE token = ?").bind(token).first<InterviewRow>();
const responsesOf = async (interviewId: string) =>
  (
    await env.DB.prepare("SELECT * FROM interview_responses WHERE interview_id = ? ORDER BY question_number")
      .bind(interviewId)
      .all<ResponseRow>()
  ).results;
/** A signed-in founder whose startup data has this company name (`null`: no startup data). */
async function founder(companyName: string | null = "Acme Analytics") {
  const signed = await signedIn();
  if (companyName !== null) {
    await env.DB.prepare("INSERT INTO startup_data (id, company_id, company_name) VALUES (?, ?, ?)")
      .bind(crypto.randomUUID(), signed.member.companyId, companyName)
      .run();
  }
  return signed;
}

/** An admin makes a link; returns its token (from the dialog) and the row. */
async function newInterview(companyName?: string | null) {
  const { member, admin } = await founder(companyName);
  const res = await admin.post("/admin/management/interviews", { intent: "interview.create" });
  expect(res.status).toBe(302);
  const html = await (await admin.fetch(res.headers.get("Location")!)).text();
  const token = html.match(/\/interview\/([A-Za-z0-9_-]{43})/)![1]!;
  return { member, admin, token, path: `/interview/${token}` };
}

const answer = (founder: Browser, path: string, question: number, text: string) =>
  founder.post(path, { intent: "answer", question: String(question), answer: text });

describe("interviews: admin tab", () => {
  it("is members-only", async () => {
    const res = await new Browser().fetch(TAB);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toContain("/admin/login");
  });

  it("needs a company name in the startup data: 'Geen bedrijfsgegevens', nothing written", async () => {
    const { member, admin } = await founder(null);
    const page = await (await admin.fetch(TAB)).text();
    expect(page).toContain(rendered("AI Due Diligence Interviews"));
    expect(page).toMatch(/<button[^>]*disabled=""[^>]*>Start Interview</);
    const res = await admin.post("/admin/management/interviews", { intent: "interview.create" });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Geen bedrijfsgegevens");
    expect(await interviewsOf(member.companyId)).toHaveLength(0);
  });

  it("makes an invited link with a long random token, shows it in the dialog and the list", async () => {
    const { member, admin, token } = await newInterview();
    const [row] = await interviewsOf(member.companyId);
    expect(row).toMatchObject({ token, status: "invited", started_at: null, questions: null });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 bits
    expect(Date.parse(row!.expires_at) - Date.parse(row!.invited_at)).toBe(28 * 86_400_000);
    const list = await (await admin.fetch(TAB)).text();
    expect(list).toContain(rendered("Beschikbaar"));
    expect(list).toContain(rendered(token.slice(0, 8)));
    // The full token appears only in the dialog right after creating it.
    expect(list).not.toContain(token);
  });

  it("never shows another company's interviews", async () => {
    const { member } = await newInterview();
    const [theirs] = await interviewsOf(member.companyId);
    const { admin: other } = await founder("Other BV");
    expect(await (await other.fetch(TAB)).text()).not.toContain(theirs!.token.slice(0, 8));
    expect((await other.fetch(`${TAB}?interview=${theirs!.id}`)).status).toBe(404);
    expect((await other.fetch(`${TAB}?created=${theirs!.id}`)).status).toBe(200);
    expect(await (await other.fetch(`${TAB}?created=${theirs!.id}`)).text()).not.toContain(theirs!.token);
  });
});

describe("interviews: the founder's link", () => {
  it("answers unknown tokens with 'Interview Not Found' (404)", async () => {
    for (const path of ["/interview/not-a-real-token-but-long-enough-00000000000", "/interview/x"]) {
      const res = await new Browser().fetch(path);
      expect(res.status).toBe(404);
      expect(await res.text()).toContain(rendered("Interview Not Found"));
    }
  });

  it("runs invited → started → completed without a login, under both URLs", async () => {
    const { admin, token, path } = await newInterview();
    const founder = new Browser();
    const welcome = await (await founder.fetch(`/interview/${token}`)).text();
    expect(welcome).toContain(rendered("Acme Analytics"));
    expect(welcome).toContain(rendered("What to Expect"));
    expect(welcome).toContain(rendered("Start Interview"));

    const start = await founder.post(path, { intent: "start" });
    expect(start.status).toBe(302);
    expect(start.headers.get("Location")).toBe(`${path}?q=1`);
    let row = (await interviewByToken(token))!;
    expect(row.status).toBe("started");
    expect(row.started_at).not.toBeNull();
    // No pitch deck: the four fallback questions, and the founder is told so.
    expect(JSON.parse(row.questions!)).toEqual(INTERVIEW_FALLBACK_QUESTIONS);
    expect(row.used_fallback_questions).toBe(1);
    const first = await (await founder.fetch(`${path}?q=1`)).text();
    expect(first).toContain("Question 1 of 4");
    expect(first).toContain(rendered(INTERVIEW_FALLBACK_QUESTIONS[0]!.question));
    expect(first).toContain("standard due-diligence questions");
    // Starting again changes nothing.
    expect((await founder.post(path, { intent: "start" })).status).toBe(302);
    expect((await interviewByToken(token))!.started_at).toBe(row.started_at);

    // An empty answer is refused with the reason; nothing is written.
    const empty = await answer(founder, path, 1, "   \n ");
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Please enter an answer before continuing.");
    const unknown = await answer(founder, path, 9, "An answer");
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain("Failed to save your answer: This question does not exist.");
    expect(await responsesOf(row.id)).toHaveLength(0);

    const saved = await answer(founder, path, 1, "  Partners and content; CAC €1,200, LTV €14,000.  ");
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe(`${path}?q=2`);
    // Going back shows the saved answer; skipping ahead lands on the first open question.
    expect(await (await founder.fetch(`${path}?q=1`)).text()).toContain(
      "Partners and content; CAC €1,200, LTV €14,000.</textarea>",
    );
    expect(await (await founder.fetch(`${path}?q=4`)).text()).toContain("Question 2 of 4");
    expect((await answer(founder, path, 2, "Churn and hiring.")).headers.get("Location")).toBe(`${path}?q=3`);
    expect((await answer(founder, path, 3, "Data moat.")).headers.get("Location")).toBe(`${path}?q=4`);
    // A changed mind: question 1 again, replaced, not duplicated.
    expect((await answer(founder, path, 1, "Partners, content and outbound.")).headers.get("Location")).toBe(
      `${path}?q=4`,
    );
    const last = await answer(founder, path, 4, "MRR, NRR and payback.");
    expect(last.status).toBe(302);
    expect(last.headers.get("Location")).toBe(`${path}?done=1`);

    row = (await interviewByToken(token))!;
    expect(row.status).toBe("completed");
    expect(row.completed_at).not.toBeNull();
    const responses = await responsesOf(row.id);
    expect(responses.map((r) => [r.question_number, r.answer])).toEqual([
      [1, "Partners, content and outbound."],
      [2, "Churn and hiring."],
      [3, "Data moat."],
      [4, "MRR, NRR and payback."],
    ]);
    // The question text is the stored one, whatever a form might post.
    expect(responses.map((r) => r.question)).toEqual(INTERVIEW_FALLBACK_QUESTIONS.map((q) => q.question));

    const done = await (await founder.fetch(`${path}?done=1`)).text();
    expect(done).toContain(rendered("Interview Completed"));
    // Then on to the company's thank-you page, not the investors' access gate at '/'.
    const { slug } = (await env.DB.prepare("SELECT slug FROM companies WHERE id = ?")
      .bind(row.company_id)
      .first<{ slug: string }>())!;
    expect(done).toContain(`content="3;url=/public/${slug}/thank-you"`);
    await env.DB.prepare("UPDATE companies SET website_url = 'https://acme.example' WHERE id = ?")
      .bind(row.company_id)
      .run();
    const thanks = await founder.fetch(`/public/${slug}/thank-you`);
    expect(thanks.status).toBe(200);
    const thanksHtml = await thanks.text();
    expect(thanksHtml).toContain(rendered("Thank you!"));
    expect(thanksHtml).not.toContain("Toegang Vereist");
    expect(thanksHtml).toContain('href="https://acme.example"');
    // Completed is terminal.
    const late = await answer(founder, path, 2, "Edited afterwards");
    expect(late.status).toBe(409);
    expect((await responsesOf(row.id))[1]!.answer).toBe("Churn and hiring.");

    // The admin reads the answers.
    const list = await (await admin.fetch(TAB)).text();
    expect(list).toContain(rendered("Voltooid"));
    expect(list).toContain(rendered("4 / 4"));
    const detail = await (await admin.fetch(`${TAB}?interview=${row.id}`)).text();
    expect(detail).toContain(rendered("MRR, NRR and payback."));
  });

  it("tailors the questions to the pitch deck when there is one", async () => {
    const { member, token, path } = await newInterview("Adup");
    const deck = [
      "--- Slide 1 ---",
      "Adup pitch: an AI agent for web shops. Adup watches shop, ads and analytics data and explains every change.",
      "--- Slide 2 ---",
      "Pricing tiers: Starter costs 99 euro per month, Growth 249 euro and Scale 599 euro; subscription revenue with 80 percent gross margin.",
      "--- Slide 3 ---",
      "Traction: 120 paying customers, MRR grew 12 percent per month, net revenue retention 118 percent.",
    ].join("\n");
    await createStoredDocument(env, member.companyId, {
      type: "pitch-combined",
      name: "slides.txt",
      contentType: "text/plain",
      body: deck,
      extractedText: deck,
      extractionStatus: "done",
    });
    const founder = new Browser();
    expect((await founder.post(path, { intent: "start" })).status).toBe(302);
    const row = (await interviewByToken(token))!;
    const questions = JSON.parse(row.questions!) as { question: string; reasoning: string }[];
    expect(questions.length).toBeGreaterThanOrEqual(8);
    expect(questions.length).toBeLessThanOrEqual(10);
    expect(row.used_fallback_questions).toBe(0);
    expect(questions.some((q) => /slide \d/i.test(q.reasoning))).toBe(true);
    expect(await (await founder.fetch(`${path}?q=1`)).text()).toContain(`Question 1 of ${questions.length}`);
  });

  it("refuses expired links: 'Interview Expired' (410), no start, no answers", async () => {
    const { token, path } = await newInterview();
    const founder = new Browser();
    await founder.post(path, { intent: "start" });
    await env.DB.prepare("UPDATE founder_interviews SET expires_at = ? WHERE token = ?")
      .bind(new Date(Date.now() - 1000).toISOString(), token)
      .run();
    const page = await founder.fetch(path);
    expect(page.status).toBe(410);
    expect(await page.text()).toContain(rendered("Interview Expired"));
    const late = await answer(founder, path, 1, "Too late");
    expect(late.status).toBe(410);
    expect(await responsesOf((await interviewByToken(token))!.id)).toHaveLength(0);

    const invited = await newInterview();
    await env.DB.prepare("UPDATE founder_interviews SET expires_at = ? WHERE token = ?")
      .bind(new Date(Date.now() - 1000).toISOString(), invited.token)
      .run();
    expect((await new Browser().post(invited.path, { intent: "start" })).status).toBe(410);
    expect((await interviewByToken(invited.token))!.status).toBe("invited");
  });

  it("does not take answers before the start", async () => {
    const { token, path } = await newInterview();
    const res = await answer(new Browser(), path, 1, "Eager");
    expect(res.status).toBe(409);
    expect(await res.text()).toContain("Failed to save your answer: This interview has not been started.");
    expect(await responsesOf((await interviewByToken(token))!.id)).toHaveLength(0);
  });
});
