/**
 * Founder interviews (docs/product.md#founder-interview): links made by a company's members, answered by
 * a founder who has only the token. Every read by token reaches exactly one interview; every
 * admin read is filtered by the company. Transitions are enforced in SQL (the WHERE clause
 * carries the expected status), so two tabs or a replayed form cannot move an interview
 * backwards or answer a closed one.
 */
import { and, asc, count, desc, eq, sql } from "drizzle-orm";

import type { Db } from "../../../db";
import { companies, founderInterviews, interviewResponses, startupData } from "../../../db/schema";
import { formatDeckPages } from "../../domain/deck/chunks";
import { INTERVIEW_FALLBACK_COMPANY, type InterviewQuestion } from "../../domain/deck/interview-questions";
import {
  effectiveInterviewStatus,
  interviewExpiresAt,
  interviewProgress,
} from "../../domain/interview/interview";
import type { AiProvider } from "../ai";
import { loadDeck } from "../chat/chat-source.server";

/** A founder_email value until the founder is known (the spec stores a placeholder). */
export const FOUNDER_EMAIL_PLACEHOLDER = "founder@pending.invalid";

/** 256 random bits, base64url: the founder's only key (≥ 128 bits, docs/architecture.md#tenancy-and-roles). */
export function newInterviewToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The company name the interview uses: the startup data's, else null. */
export async function interviewCompanyName(db: Db, companyId: string): Promise<string | null> {
  const [row] = await db
    .select({ name: startupData.companyName })
    .from(startupData)
    .where(eq(startupData.companyId, companyId))
    .limit(1);
  return row?.name?.trim() || null;
}

/** The slug of the interview's company (its thank-you page lives under /public/{slug}). */
export async function interviewCompanySlug(db: Db, companyId: string): Promise<string> {
  const [row] = await db
    .select({ slug: companies.slug })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return row!.slug;
}

export async function createInterview(db: Db, companyId: string, asOf: Date) {
  const [row] = await db
    .insert(founderInterviews)
    .values({
      companyId,
      token: newInterviewToken(),
      founderEmail: FOUNDER_EMAIL_PLACEHOLDER,
      status: "invited",
      invitedAt: asOf.toISOString(),
      expiresAt: interviewExpiresAt(asOf),
    })
    .returning({ id: founderInterviews.id, token: founderInterviews.token });
  return row!;
}

export type InterviewListItem = {
  id: string;
  token: string;
  status: string;
  invitedAt: string;
  answers: number;
  total: number;
};

/** The company's interviews, newest first, with how many questions are answered. */
export async function listInterviews(db: Db, companyId: string, asOf: Date): Promise<InterviewListItem[]> {
  const rows = await db
    .select({
      id: founderInterviews.id,
      token: founderInterviews.token,
      status: founderInterviews.status,
      expiresAt: founderInterviews.expiresAt,
      invitedAt: founderInterviews.invitedAt,
      questions: founderInterviews.questions,
      answers: count(interviewResponses.id),
    })
    .from(founderInterviews)
    .leftJoin(interviewResponses, eq(interviewResponses.interviewId, founderInterviews.id))
    .where(eq(founderInterviews.companyId, companyId))
    .groupBy(founderInterviews.id)
    .orderBy(desc(founderInterviews.invitedAt));
  return rows.map((r) => ({
    id: r.id,
    token: r.token,
    status: effectiveInterviewStatus(r, asOf),
    invitedAt: r.invitedAt,
    answers: r.answers,
    total: r.questions?.length ?? 0,
  }));
}

/** One of the company's interviews with its answers (the admin detail), or null. */
export async function getCompanyInterview(db: Db, companyId: string, id: string, asOf: Date) {
  const interview = await db.query.founderInterviews.findFirst({
    where: and(eq(founderInterviews.companyId, companyId), eq(founderInterviews.id, id)),
    with: { responses: { orderBy: asc(interviewResponses.questionNumber) } },
  });
  if (!interview) return null;
  return { ...interview, status: effectiveInterviewStatus(interview, asOf) };
}

/** The interview behind a token, with its answers, or null. */
export async function getInterviewByToken(db: Db, token: string) {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  return (
    (await db.query.founderInterviews.findFirst({
      where: eq(founderInterviews.token, token),
      with: { responses: { orderBy: asc(interviewResponses.questionNumber) } },
    })) ?? null
  );
}

export type InterviewRecord = NonNullable<Awaited<ReturnType<typeof getInterviewByToken>>>;

export type StartOutcome =
  { ok: true; usedFallback: boolean } | { ok: false; status: 409 | 410; reason: "closed" | "expired" };

/**
 * Invited → started: the questions are generated once, from the company's pitch deck text
 * (the four fallbacks without enough material or when the model fails) and stored, so a
 * resumed interview asks the same ones. Starting an already started interview is a no-op.
 */
export async function startInterview(
  db: Db,
  ai: AiProvider,
  interview: InterviewRecord,
  asOf: Date,
): Promise<StartOutcome> {
  const status = effectiveInterviewStatus(interview, asOf);
  if (status === "expired") return { ok: false, status: 410, reason: "expired" };
  if (status === "started") return { ok: true, usedFallback: interview.usedFallbackQuestions };
  if (status !== "invited") return { ok: false, status: 409, reason: "closed" };

  const [companyName, deck] = await Promise.all([
    interviewCompanyName(db, interview.companyId),
    loadDeck(db, interview.companyId),
  ]);
  const context = deck.context.pages.length > 0 ? formatDeckPages(deck.context.pages) : "";
  const set = await ai.generateInterviewQuestions({
    companyName: companyName ?? INTERVIEW_FALLBACK_COMPANY,
    context,
  });
  const changed = await db
    .update(founderInterviews)
    .set({
      status: "started",
      startedAt: asOf.toISOString(),
      questions: set.questions,
      usedFallbackQuestions: set.usedFallback,
    })
    .where(and(eq(founderInterviews.id, interview.id), eq(founderInterviews.status, "invited")))
    .returning({ id: founderInterviews.id });
  // Another request started it in between: theirs stands.
  if (changed.length === 0) {
    const current = await getInterviewByToken(db, interview.token);
    return current && current.status === "started"
      ? { ok: true, usedFallback: current.usedFallbackQuestions }
      : { ok: false, status: 409, reason: "closed" };
  }
  return { ok: true, usedFallback: set.usedFallback };
}

export type AnswerOutcome =
  | { ok: true; completed: boolean; next: number | null }
  | { ok: false; status: 400 | 409 | 410; reason: "unknown-question" | "not-started" | "closed" | "expired" };

/**
 * Saves (or replaces) the answer to question `number`, trimmed, with the question text as
 * stored — never as posted. Saving the last question with every other one answered
 * completes the interview, in the same batch. The status checked is the one just loaded: a
 * second tab completing the interview in between could at most replace an answer of an
 * interview that is complete either way.
 */
export async function saveInterviewAnswer(
  db: Db,
  interview: InterviewRecord,
  number: number,
  answer: string,
  asOf: Date,
): Promise<AnswerOutcome> {
  const status = effectiveInterviewStatus(interview, asOf);
  if (status === "expired") return { ok: false, status: 410, reason: "expired" };
  if (status === "invited") return { ok: false, status: 409, reason: "not-started" };
  if (status !== "started") return { ok: false, status: 409, reason: "closed" };
  const questions: InterviewQuestion[] = interview.questions ?? [];
  const question = questions[number - 1];
  if (!Number.isInteger(number) || !question) return { ok: false, status: 400, reason: "unknown-question" };

  const now = asOf.toISOString();
  const upsert = db
    .insert(interviewResponses)
    .values({
      companyId: interview.companyId,
      interviewId: interview.id,
      questionNumber: number,
      question: question.question,
      answer: answer.trim(),
      createdAt: now,
    })
    .onConflictDoUpdate({
      target: [interviewResponses.interviewId, interviewResponses.questionNumber],
      set: { answer: answer.trim(), createdAt: now },
    });
  const isLast = number === questions.length;
  // Completion only from 'started', only while unexpired, and only with every question answered.
  const complete = db
    .update(founderInterviews)
    .set({ status: "completed", completedAt: now })
    .where(
      and(
        eq(founderInterviews.id, interview.id),
        eq(founderInterviews.status, "started"),
        sql`${founderInterviews.expiresAt} > ${now}`,
        sql`(select count(*) from ${interviewResponses} where ${interviewResponses.interviewId} = ${interview.id}) = ${questions.length}`,
      ),
    )
    .returning({ id: founderInterviews.id });
  // Where the founder goes next: the first question still open after this answer.
  const { firstOpen } = interviewProgress(questions, [
    ...interview.responses.map((r) => r.questionNumber),
    number,
  ]);
  if (!isLast) {
    await upsert;
    return { ok: true, completed: false, next: firstOpen ?? questions.length };
  }
  const [, completed] = await db.batch([upsert, complete]);
  if (completed.length > 0) return { ok: true, completed: true, next: null };
  // The last answer is saved, but an earlier question is still open: go there.
  return { ok: true, completed: false, next: firstOpen };
}
