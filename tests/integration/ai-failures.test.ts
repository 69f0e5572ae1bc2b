import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";

import { type ChatStreamEvent, createChatEventParser } from "../../app/domain/deck/chat-stream";
import type { Env } from "../../workers/env";
import { createMember } from "../factories";
import { createStoredDocument, deckCompany, demoDeck } from "../factories/documents";
import { conversationsOf, messagesOf } from "./chat-rows";
import { Browser, loggedIn, rendered, unlocked } from "./http";

/**
 * AI that fails honestly, through the real routes: the Worker runs with AI_PROVIDER
 * 'workers-ai' and a stand-in AI binding that fails, answers nothing or answers. A failure is
 * never stored as a reply: the question is logged as not answered, the asker gets the page's
 * error, the admin sees it in the chat log and in Settings → AI status.
 */

const CODE = "ai-failures-2026";
const QUESTION = "How many paying customers does Adup have today?";

beforeAll(() => demoDeck(), 30_000);

type Run = { model: string; inputs: Record<string, unknown> };
/** A stand-in for the AI binding: records each call, answers with `reply`. */
function binding(reply: (run: Run) => unknown) {
  const calls: Run[] = [];
  return {
    calls,
    vars: (): Partial<Env> => ({
      AI_PROVIDER: "workers-ai",
      AI: {
        async run(model: string, inputs: Record<string, unknown>) {
          calls.push({ model, inputs });
          const out = reply({ model, inputs });
          if (out instanceof Error) throw out;
          return out;
        },
      } as unknown as Ai,
    }),
  };
}
const failing = () => binding(() => new Error("3040: Capacity temporarily exceeded"));
const answering = (text: string) =>
  binding(({ inputs }) => {
    if (!inputs.stream) return { response: text };
    const bytes = new TextEncoder().encode(`data: ${JSON.stringify({ response: text })}\n\ndata: [DONE]\n\n`);
    return new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(bytes);
        c.close();
      },
    });
  });

const aiStatusOf = (companyId: string) =>
  env.DB.prepare(
    "SELECT last_error_task, last_error_category, last_error_at, last_test_ok_at FROM ai_status WHERE company_id = ?",
  )
    .bind(companyId)
    .first<{
      last_error_task: string | null;
      last_error_category: string | null;
      last_error_at: string | null;
      last_test_ok_at: string | null;
    }>();

async function eventsOf(res: Response): Promise<ChatStreamEvent[]> {
  const parser = createChatEventParser();
  const text = await res.text();
  return [...parser.push(text), ...parser.push("")];
}

/** A company with the demo deck, an investor past the gate (with `vars`), and the company's signed-in founder. */
async function setup() {
  const company = await deckCompany(env, CODE);
  const investor = await unlocked(company.page, CODE);
  const admin = await loggedIn(company.member.email, company.member.password);
  return { ...company, investor, admin };
}

describe("a failing model: the question is logged as not answered, never answered with an error text", () => {
  it("public form post: 502 with the page's error, no reply, the question marked; the next question goes without it", async () => {
    const { member, page, investor, admin } = await setup();
    // The investor has the chat page open (its chat cookie), then asks.
    expect((await investor.fetch(page)).status).toBe(200);
    const down = failing();
    investor.vars = down.vars();
    const res = await investor.post(page, { intent: "ask", question: QUESTION });
    expect(res.status).toBe(502);
    const body = await res.text();
    expect(body).toContain("Could not get AI response. Please try again.");
    expect(body).not.toContain("technical issues");
    expect(down.calls.filter((c) => JSON.stringify(c.inputs).includes(QUESTION))).toHaveLength(1);
    const [asked, ...rest] = await messagesOf(member.companyId);
    expect(rest).toEqual([]);
    expect(asked).toMatchObject({ content: QUESTION, is_user: 1, failure: "provider" });
    // The page rendered with the error asked for suggested questions too (they fall back to the deck's own): the last failure.
    expect(await aiStatusOf(member.companyId)).toMatchObject({
      last_error_task: "suggestions",
      last_error_category: "provider",
    });

    // The investor's chat does not show it; the next question is sent without it as history.
    const up = answering("Adup has 40 paying customers (page 3).");
    investor.vars = up.vars();
    expect(
      (await investor.post(page, { intent: "ask", question: "What is Adup raising in its seed round?" }))
        .status,
    ).toBe(302);
    const sent = up.calls.find((c) => Array.isArray(c.inputs.messages))!.inputs.messages as {
      role: string;
      content: string;
    }[];
    expect(sent.map((m) => m.role)).toEqual(["system", "user"]);
    expect(JSON.stringify(sent)).not.toContain(QUESTION);
    investor.vars = undefined;
    const html = await (await investor.fetch(page)).text();
    expect(html).toContain(rendered("What is Adup raising in its seed round?"));
    expect(html).not.toContain(rendered(QUESTION));
    // One conversation: the unanswered question, then an answered exchange.
    const stored = await messagesOf(member.companyId);
    expect(stored.map((m) => [m.is_user, m.failure])).toEqual([
      [1, "provider"],
      [1, null],
      [0, null],
    ]);
    expect(await conversationsOf(member.companyId)).toHaveLength(1);

    // The admin's chat log: the list counts it, the conversation marks it.
    const list = await (await admin.fetch("/admin/management/chat-messages")).text();
    expect(list).toContain(rendered("1 niet beantwoord"));
    const [conversation] = await conversationsOf(member.companyId);
    const detail = await (
      await admin.fetch(`/admin/management/chat-messages?conversation=${conversation!.id}`)
    ).text();
    expect(detail).toContain(rendered(QUESTION));
    expect(detail).toContain(rendered("Niet beantwoord: AI-fout — de AI-dienst gaf een fout"));
    expect(detail).toContain(rendered("Adup has 40 paying customers (page 3)."));
    // And the AI status says what failed last.
    const settings = await (await admin.fetch("/admin/management/settings")).text();
    expect(settings).toContain("voorgestelde vragen: de AI-dienst gaf een fout");
  });

  it("public stream: a call that fails before streaming answers 502 JSON; one that breaks mid-answer sends the error event; neither stores a reply", async () => {
    const { member, stream, investor } = await setup();
    investor.vars = failing().vars();
    const refused = await investor.post(stream, { question: QUESTION });
    expect(refused.status).toBe(502);
    expect(await refused.json()).toEqual({
      error: {
        title: "Error",
        description: "Could not get AI response. Please try again.",
        variant: "destructive",
      },
      question: QUESTION,
    });

    const broken = binding(() => {
      let sent = false;
      return new ReadableStream<Uint8Array>({
        pull(c) {
          if (!sent) {
            sent = true;
            c.enqueue(new TextEncoder().encode('data: {"response":"Adup has 40"}\n\n'));
          } else c.error(new Error("connection reset"));
        },
      });
    });
    investor.vars = broken.vars();
    const res = await investor.post(stream, { question: "What is the seed round for?" });
    expect(res.status).toBe(200);
    expect(await eventsOf(res)).toEqual([
      { type: "chunk", text: "Adup has 40" },
      { type: "error", title: "Error", description: "Could not get AI response. Please try again." },
    ]);
    const stored = await messagesOf(member.companyId);
    expect(stored.map((m) => [m.content, m.is_user, m.failure])).toEqual([
      [QUESTION, 1, "provider"],
      ["What is the seed round for?", 1, "provider"],
    ]);
    // Both in the conversation the cookie now points at.
    expect(await conversationsOf(member.companyId)).toHaveLength(1);
  });

  it("the admin's pitch deck chat: an empty reply is a failure too (Dutch error), stored as 'empty'", async () => {
    const { member, admin } = await setup();
    admin.vars = binding(({ inputs }) =>
      inputs.stream ? new ReadableStream({ start: (c) => c.close() }) : { response: "   " },
    ).vars();
    const res = await admin.post("/pitch-deck-chat", { intent: "ask", question: QUESTION });
    expect(res.status).toBe(502);
    expect(await res.text()).toContain("Kon geen AI reactie krijgen. Probeer het opnieuw.");
    const streamed = await admin.post("/pitch-deck-chat/stream", { question: "What is the seed round for?" });
    expect(await eventsOf(streamed)).toEqual([
      { type: "error", title: "Fout", description: "Kon geen AI reactie krijgen. Probeer het opnieuw." },
    ]);
    const stored = await messagesOf(member.companyId);
    expect(stored.map((m) => [m.is_user, m.failure])).toEqual([
      [1, "empty"],
      [1, "empty"],
    ]);
    expect(await aiStatusOf(member.companyId)).toMatchObject({
      last_error_task: "answer",
      last_error_category: "empty",
    });
  });

  it("the forecast chat: a failing model stores no reply either", async () => {
    const member = await createMember(env.DB);
    const sheets =
      "--- Sheet 1: Revenue ---\nMonth | Revenue\n2026-01 | Revenue: 20,000 (B2)\n2026-02 | Revenue: 23,000 (B3)";
    await createStoredDocument(env, member.companyId, {
      type: "excel",
      name: "forecast.xlsx",
      body: "PK\u0003\u0004",
      extractedText: sheets,
      extractionStatus: "done",
    });
    const admin = await loggedIn(member.email, member.password);
    admin.vars = failing().vars();
    const res = await admin.post("/forecast-chat", {
      intent: "ask",
      question: "What was the revenue in February?",
    });
    expect(res.status).toBe(502);
    const stored = await messagesOf(member.companyId);
    expect(stored.map((m) => [m.is_user, m.failure])).toEqual([[1, "provider"]]);
  });

  it("the founder interview falls back to the four questions and the admin sees why", async () => {
    const member = await createMember(env.DB);
    await env.DB.prepare("INSERT INTO startup_data (id, company_id, company_name) VALUES (?, ?, ?)")
      .bind(crypto.randomUUID(), member.companyId, "Adup")
      .run();
    const deck = await demoDeck();
    await createStoredDocument(env, member.companyId, {
      type: "pdf",
      name: "Deck.pdf",
      body: deck.bytes,
      extractedText: deck.text,
      extractionStatus: "done",
    });
    const admin = await loggedIn(member.email, member.password);
    const created = await admin.post("/admin/management/interviews", { intent: "interview.create" });
    const token = (await (await admin.fetch(created.headers.get("Location")!)).text()).match(
      /\/interview\/([A-Za-z0-9_-]{43})/,
    )![1]!;
    const founder = new Browser(failing().vars());
    expect((await founder.post(`/interview/${token}`, { intent: "start" })).status).toBe(302);
    const row = await env.DB.prepare("SELECT used_fallback_questions FROM founder_interviews WHERE token = ?")
      .bind(token)
      .first<{ used_fallback_questions: number }>();
    expect(row!.used_fallback_questions).toBe(1);
    expect(await aiStatusOf(member.companyId)).toMatchObject({
      last_error_task: "interview",
      last_error_category: "provider",
    });
  });

  it("slide description: a failing vision model records the error; an image over 4 MB is skipped with a note, never read or sent", async () => {
    const member = await createMember(env.DB);
    const slide = await createStoredDocument(env, member.companyId, {
      type: "pitch-images",
      name: "slide-1.png",
      displayOrder: 1,
    });
    const { runJob } = await import("../../app/server/documents/jobs.server");
    const { createDb } = await import("../../db");
    const down = failing();
    await runJob(
      createDb(env.DB),
      { ...env, ...down.vars() } as Env,
      { kind: "process-images", companyId: member.companyId },
      { attempt: 1 },
    );
    const combined = () =>
      env.DB.prepare(
        "SELECT extraction_status, extraction_message FROM documents WHERE company_id = ? AND type = 'pitch-combined'",
      )
        .bind(member.companyId)
        .first<{ extraction_status: string; extraction_message: string }>();
    expect((await combined())!.extraction_message).toContain("de AI-dienst gaf een fout");
    expect(await aiStatusOf(member.companyId)).toMatchObject({
      last_error_task: "vision",
      last_error_category: "provider",
    });

    await env.DB.prepare("UPDATE documents SET file_size = ? WHERE id = ?")
      .bind(5 * 1024 * 1024, slide.id)
      .run();
    const seeing = answering("A slide.");
    await runJob(
      createDb(env.DB),
      { ...env, ...seeing.vars() } as Env,
      { kind: "process-images", companyId: member.companyId },
      { attempt: 1 },
    );
    expect(seeing.calls).toHaveLength(0);
    expect((await combined())!.extraction_message).toContain(
      "slide-1.png: afbeelding te groot om door de AI te laten lezen (5,0 MB; maximaal 4,0 MB)",
    );
  });
});

describe("Settings → AI status", () => {
  const SETTINGS = "/admin/management/settings";

  it("shows the provider, the models and the last error; 'Test' makes one cheap call and says how it went, in Dutch", async () => {
    const member = await createMember(env.DB);
    const admin = await loggedIn(member.email, member.password);

    // The local provider: nothing to call.
    const local = await (await admin.fetch(SETTINGS)).text();
    expect(local).toContain(rendered("AI status"));
    expect(local).toContain(rendered("lokaal (offline, zonder model: citeert het pitch deck zelf)"));
    expect(local).toMatch(/data-testid="ai-last-error"[^>]*>geen</);
    const tested = await admin.post(SETTINGS, { intent: "settings.ai-test" });
    expect(tested.status).toBe(302);
    expect(tested.headers.get("Location")).toBe(SETTINGS);
    expect(await (await admin.fetch(SETTINGS)).text()).toContain(
      rendered("De lokale provider gebruikt geen model: er valt niets te testen."),
    );

    // Workers AI with a failing binding: the test fails with the reason, the error is kept.
    const down = failing();
    admin.vars = down.vars();
    const page = await (await admin.fetch(SETTINGS)).text();
    expect(page).toContain(rendered("Cloudflare Workers AI"));
    expect(page).toContain(rendered("@cf/meta/llama-3.1-8b-instruct-fast"));
    expect(page).toContain(rendered("@cf/google/gemma-4-26b-a4b-it"));
    expect((await admin.post(SETTINGS, { intent: "settings.ai-test" })).status).toBe(302);
    expect(down.calls).toHaveLength(1);
    expect(down.calls[0]!.model).toBe("@cf/meta/llama-3.1-8b-instruct-fast");
    const failed = await (await admin.fetch(SETTINGS)).text();
    expect(failed).toContain(rendered("AI-test mislukt"));
    expect(failed).toContain(rendered("De AI-dienst gaf een fout."));
    expect(failed).toContain("test: de AI-dienst gaf een fout");
    expect(await aiStatusOf(member.companyId)).toMatchObject({
      last_error_task: "test",
      last_error_category: "provider",
    });

    // A missing binding: said plainly, and the test fails as a setup problem.
    admin.vars = { AI_PROVIDER: "workers-ai", AI: undefined as unknown as Ai };
    expect(await (await admin.fetch(SETTINGS)).text()).toContain("De AI-binding ontbreekt in wrangler.toml");
    await admin.post(SETTINGS, { intent: "settings.ai-test" });
    expect(await (await admin.fetch(SETTINGS)).text()).toContain(rendered("De AI is niet (goed) ingesteld."));

    // A working model: OK, with the time of the good test.
    const up = answering("OK");
    admin.vars = up.vars();
    await admin.post(SETTINGS, { intent: "settings.ai-test" });
    const ok = await (await admin.fetch(SETTINGS)).text();
    expect(ok).toContain(rendered("AI-test geslaagd"));
    expect(ok).toMatch(/Het model antwoordde binnen \d+,\d s\./);
    expect(ok).toContain('data-testid="ai-last-test"');
    expect(up.calls[0]!.inputs.max_tokens).toBe(5);
    // The last error stays until another one replaces it: it says when it happened.
    expect((await aiStatusOf(member.companyId))!.last_error_category).toBe("config");
  });

  it("another company's errors are not shown", async () => {
    const mine = await createMember(env.DB);
    const theirs = await createMember(env.DB);
    const them = await loggedIn(theirs.email, theirs.password);
    them.vars = failing().vars();
    await them.post("/admin/management/settings", { intent: "settings.ai-test" });
    const me = await loggedIn(mine.email, mine.password);
    expect(await (await me.fetch("/admin/management/settings")).text()).toMatch(
      /data-testid="ai-last-error"[^>]*>geen</,
    );
  });
});

describe("migration 0010: replies stored as failure texts before it", () => {
  it("turns them into unanswered questions and removes the texts", async () => {
    const member = await createMember(env.DB);
    const conversation = crypto.randomUUID();
    await env.DB.prepare(
      "INSERT INTO chat_conversations (id, company_id, title, type) VALUES (?, ?, 'q', 'pitch-deck')",
    )
      .bind(conversation, member.companyId)
      .run();
    const rows: [string, number, string][] = [
      ["q1", 1, "2026-05-31T10:00:00.000Z"],
      [
        "I'm experiencing technical issues with the investment analysis. Please try again in a moment.",
        0,
        "2026-05-31T10:00:00.001Z",
      ],
      ["q2", 1, "2026-05-31T10:01:00.000Z"],
      ["A real answer (page 2).", 0, "2026-05-31T10:01:00.001Z"],
      ["q3", 1, "2026-05-31T10:02:00.000Z"],
      [
        "I'm sorry, I'm having trouble processing your investment analysis right now. Please try again.",
        0,
        "2026-05-31T10:02:00.001Z",
      ],
    ];
    for (const [content, isUser, at] of rows) {
      await env.DB.prepare(
        "INSERT INTO chat_messages (id, company_id, conversation_id, content, is_user, created_at) VALUES (?, ?, ?, ?, ?, ?)",
      )
        .bind(crypto.randomUUID(), member.companyId, conversation, content, isUser, at)
        .run();
    }
    const migration = (
      env as unknown as { TEST_MIGRATIONS: { name: string; queries: string[] }[] }
    ).TEST_MIGRATIONS.find((m) => m.name.startsWith("0010_"))!;
    // The data statements (the schema ones ran when the test database was made).
    for (const query of migration.queries.filter((q) => /^\s*(--[^\n]*\n\s*)*(UPDATE|DELETE)/.test(q)))
      await env.DB.prepare(query).run();
    const stored = await messagesOf(member.companyId);
    expect(stored.map((m) => [m.content, m.failure])).toEqual([
      ["q1", "provider"],
      ["q2", null],
      ["A real answer (page 2).", null],
      ["q3", "empty"],
    ]);
  });
});
