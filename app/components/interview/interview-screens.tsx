import { Form, Link, useNavigate } from "@remix-run/react";
import { type ReactNode, useEffect, useState } from "react";

import { INTERVIEW_TEXTS as T } from "../../copy/interview/texts";
import type { InterviewQuestion } from "../../domain/deck/interview-questions";
import { INTERVIEW_REDIRECT_MS } from "../../domain/interview/interview";
import { ErrorList, StatusButton } from "../forms";
import { Card } from "../ui/card";
import { inputClass } from "../ui/input";
import { type ToastData, Toaster } from "../ui/toaster";
import { useHydrated } from "../use-hydrated";
import { useIsPending } from "../use-is-pending";
import { useDictation } from "./use-dictation";

export type InterviewPage =
  | { screen: "not-found" }
  | { screen: "expired" }
  | { screen: "completed"; justCompleted: boolean; thanksPath: string }
  | { screen: "welcome"; companyName: string }
  | {
      screen: "question";
      companyName: string;
      number: number;
      total: number;
      isLast: boolean;
      answered: number;
      question: InterviewQuestion;
      savedAnswer: string;
      usedFallback: boolean;
    };

type ActionData = { error: string; answer?: string; question?: number } | undefined;

function Shell({ children }: { children: ReactNode }) {
  // Room at the top for the toasts.
  return (
    <main className="min-h-screen bg-gradient-to-b from-white to-blue-50 px-4 pb-10 pt-28">{children}</main>
  );
}

function MessageCard({
  title,
  body,
  tone = "gray",
  children,
}: {
  title: string;
  body: string;
  tone?: "gray" | "red" | "green";
  children?: ReactNode;
}) {
  const colour = { gray: "text-gray-900", red: "text-red-700", green: "text-green-700" }[tone];
  return (
    <Shell>
      <Card padding="p-8" className="mx-auto max-w-xl text-center">
        <h1 className={`mb-2 text-2xl font-bold ${colour}`}>{title}</h1>
        <p className="text-gray-600">{body}</p>
        {children}
      </Card>
    </Shell>
  );
}

/**
 * After the last answer: on to the company's thank-you page after 3 s (a meta refresh without
 * JavaScript). Not the home route: that is the investors' access gate.
 */
function CompletedRedirect({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate(to), INTERVIEW_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate, to]);
  return (
    <noscript>
      <meta httpEquiv="refresh" content={`${INTERVIEW_REDIRECT_MS / 1000};url=${to}`} />
    </noscript>
  );
}

export function InterviewScreenView({ page, actionData }: { page: InterviewPage; actionData: ActionData }) {
  switch (page.screen) {
    case "not-found":
      return <MessageCard title={T.notFoundTitle} body={T.notFoundBody} tone="red" />;
    case "expired":
      return <MessageCard title={T.expiredTitle} body={T.expiredBody} tone="red" />;
    case "completed":
      return (
        <MessageCard title={T.completedTitle} body={T.completedBody} tone="green">
          {page.justCompleted ? <CompletedRedirect to={page.thanksPath} /> : null}
        </MessageCard>
      );
    case "welcome":
      return <Welcome companyName={page.companyName} error={actionData?.error} />;
    case "question":
      return <QuestionScreen page={page} actionData={actionData} />;
  }
}

function Welcome({ companyName, error }: { companyName: string; error?: string }) {
  const starting = useIsPending("start");
  return (
    <Shell>
      <Card padding="p-8" className="mx-auto max-w-2xl">
        <p className="text-sm font-medium uppercase tracking-wide text-blue-700">{T.title}</p>
        <h1 className="mb-6 text-3xl font-bold">{companyName}</h1>
        <h2 className="mb-2 text-lg font-semibold">{T.whatToExpect}</h2>
        <ul className="mb-6 list-disc space-y-1 pl-5 text-gray-700">
          {T.expectations.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p className="mb-6 rounded-lg bg-gray-50 p-4 text-sm text-gray-600">{T.privacy}</p>
        {error ? (
          <p role="alert" className="mb-4 text-sm text-red-700">
            {error}
          </p>
        ) : null}
        <Form method="post">
          <input type="hidden" name="intent" value="start" />
          <StatusButton pending={starting} pendingText={T.starting}>
            {T.start}
          </StatusButton>
        </Form>
        {starting ? (
          <p role="status" className="mt-4 flex items-center gap-2 text-sm text-gray-600">
            <span
              aria-hidden="true"
              className="h-4 w-4 animate-spin rounded-full border-2 border-blue-600 border-t-transparent"
            />
            {T.generating}
          </p>
        ) : null}
      </Card>
    </Shell>
  );
}

function QuestionScreen({
  page,
  actionData,
}: {
  page: Extract<InterviewPage, { screen: "question" }>;
  actionData: ActionData;
}) {
  const postedHere = actionData?.question === page.number;
  return (
    <Shell>
      <div className="mx-auto max-w-3xl space-y-6">
        <header>
          <p className="text-sm font-medium uppercase tracking-wide text-blue-700">{T.title}</p>
          <h1 className="text-2xl font-bold">{page.companyName}</h1>
        </header>
        {page.usedFallback && page.number === 1 ? (
          <p
            role="note"
            className="rounded-lg border border-yellow-300 bg-yellow-50 p-3 text-sm text-yellow-900"
          >
            {T.fallbackWarning}
          </p>
        ) : null}
        {/* Keyed by question: moving on or back starts from that question's saved answer. */}
        <AnswerCard
          key={page.number}
          page={page}
          initialAnswer={
            postedHere && actionData?.answer !== undefined ? actionData.answer : page.savedAnswer
          }
          error={postedHere || actionData?.question === undefined ? actionData?.error : undefined}
        />
        <Card>
          <h2 className="mb-2 font-semibold">{T.tipsTitle}</h2>
          <ul className="list-disc space-y-1 pl-5 text-sm text-gray-700">
            {T.tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </Card>
      </div>
    </Shell>
  );
}

function AnswerCard({
  page,
  initialAnswer,
  error,
}: {
  page: Extract<InterviewPage, { screen: "question" }>;
  initialAnswer: string;
  error?: string;
}) {
  const saving = useIsPending("answer");
  const [answer, setAnswer] = useState(initialAnswer);
  const hydrated = useHydrated();
  const [toast, setToast] = useState<ToastData | null>(null);
  const dictation = useDictation((text) =>
    setAnswer((current) => (current.trim() ? `${current.trimEnd()} ${text}` : text)),
  );
  const percent = Math.round(((page.number - 1) / page.total) * 100);
  const answerId = `answer-${page.number}`;

  return (
    <Card aria-labelledby="question-text">
      <Toaster toast={toast} />
      <div className="mb-3 flex flex-wrap items-center gap-2 text-xs font-semibold">
        <span className="rounded-full bg-blue-100 px-2.5 py-0.5 text-blue-800" data-testid="question-counter">
          {T.questionCounter(page.number, page.total)}
        </span>
        <span className="rounded-full border px-2.5 py-0.5 text-gray-700">{page.question.category}</span>
      </div>
      <div
        role="progressbar"
        aria-label={T.progress}
        aria-valuemin={0}
        aria-valuemax={page.total}
        aria-valuenow={page.number - 1}
        className="mb-6 h-2 w-full rounded-full bg-gray-100"
      >
        <div className="h-2 rounded-full bg-blue-600" style={{ width: `${percent}%` }} />
      </div>
      <h2 id="question-text" className="mb-2 text-xl font-semibold">
        {page.question.question}
      </h2>
      {page.question.reasoning ? (
        <p className="mb-4 text-sm text-gray-600">
          <strong>{T.whyWeAsk}</strong> {page.question.reasoning}
        </p>
      ) : null}
      <Form method="post" className="space-y-4">
        <input type="hidden" name="intent" value="answer" />
        <input type="hidden" name="question" value={page.number} />
        <label htmlFor={answerId} className="sr-only">
          {T.answerLabel}
        </label>
        <textarea
          id={answerId}
          name="answer"
          rows={6}
          value={answer}
          onChange={(e) => setAnswer(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${answerId}-error` : undefined}
          className={inputClass}
        />
        <ErrorList id={`${answerId}-error`} errors={error ? [error] : null} />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex gap-2">
            {page.number > 1 ? (
              <Link to={`?q=${page.number - 1}`} className="rounded-md border px-4 py-2 hover:bg-gray-100">
                {T.previous}
              </Link>
            ) : (
              <button
                type="button"
                disabled
                className="cursor-not-allowed rounded-md border px-4 py-2 opacity-50"
              >
                {T.previous}
              </button>
            )}
            {hydrated ? (
              <button
                type="button"
                onClick={() => {
                  if (!dictation.toggle())
                    setToast({
                      title: T.speechUnavailableTitle,
                      description: T.speechUnavailable,
                      variant: "destructive",
                    });
                }}
                aria-pressed={dictation.recording}
                className={`rounded-md border px-4 py-2 ${dictation.recording ? "border-red-300 bg-red-50 text-red-700" : "hover:bg-gray-100"}`}
              >
                {dictation.recording ? T.stopRecording : T.voiceInput}
              </button>
            ) : null}
          </div>
          {/* Disabled while empty only with JavaScript; without it the server says why. */}
          <StatusButton pending={saving} pendingText={T.saving} disabled={hydrated && !answer.trim()}>
            {page.isLast ? T.complete : T.saveNext}
          </StatusButton>
        </div>
      </Form>
    </Card>
  );
}
