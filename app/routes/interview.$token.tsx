import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";

import { InterviewScreenView } from "../components/interview/interview-screens";
import { INTERVIEW_TEXTS } from "../copy/interview/texts";
import { INTERVIEW_FALLBACK_COMPANY } from "../domain/deck/interview-questions";
import { interviewProgress, interviewScreen, parseQuestionNumber } from "../domain/interview/interview";
import { InterviewAnswerSchema } from "../schemas/interviews";
import { chatProvider } from "../server/chat/chat-reply.server";
import {
  getInterviewByToken,
  interviewCompanyName,
  interviewCompanySlug,
  saveInterviewAnswer,
  startInterview,
} from "../server/interview/interviews.server";
import { parseForm } from "../server/platform/bounded-reply.server";
import { readForm } from "../server/platform/form.server";
import { redirectWithToast } from "../server/platform/toast.server";

/** The same page answers /interview/{token} and /founder-interview/{token} (docs/product.md#routes). */

export const meta: MetaFunction = () => [
  { title: INTERVIEW_TEXTS.title },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const asOf = new Date();
  const interview = await getInterviewByToken(context.db, params.token ?? "");
  if (!interview) return data({ screen: "not-found" as const }, { status: 404 });
  const url = new URL(request.url);
  const answered = interview.responses.map((r) => r.questionNumber);
  const view = interviewScreen(interview, answered, parseQuestionNumber(url.searchParams.get("q")), asOf);
  if (view.screen === "expired") return data({ screen: "expired" as const }, { status: 410 });
  if (view.screen === "completed") {
    const slug = await interviewCompanySlug(context.db, interview.companyId);
    return data({
      screen: "completed" as const,
      justCompleted: url.searchParams.get("done") === "1",
      thanksPath: `/public/${slug}/thank-you`,
    });
  }
  const companyName =
    (await interviewCompanyName(context.db, interview.companyId)) ?? INTERVIEW_FALLBACK_COMPANY;
  if (view.screen === "welcome") return data({ screen: "welcome" as const, companyName });
  const question = interview.questions![view.number - 1]!;
  return data({
    screen: "question" as const,
    companyName,
    number: view.number,
    total: view.total,
    isLast: view.isLast,
    answered: interviewProgress(interview.questions!, answered).answered,
    question,
    savedAnswer: interview.responses.find((r) => r.questionNumber === view.number)?.answer ?? "",
    usedFallback: interview.usedFallbackQuestions,
  });
}

export type InterviewActionData = { error: string; answer?: string; question?: number };

export async function action({ request, context, params }: ActionFunctionArgs) {
  const asOf = new Date();
  const path = new URL(request.url).pathname;
  const interview = await getInterviewByToken(context.db, params.token ?? "");
  if (!interview) return data<InterviewActionData>({ error: INTERVIEW_TEXTS.notFoundBody }, { status: 404 });
  const form = await readForm(request, "en");
  const intent = form.get("intent");

  if (intent === "start") {
    try {
      const outcome = await startInterview(
        context.db,
        chatProvider(context, interview.companyId),
        interview,
        asOf,
      );
      if (!outcome.ok) {
        const message = outcome.reason === "expired" ? INTERVIEW_TEXTS.expiredTitle : INTERVIEW_TEXTS.closed;
        return data<InterviewActionData>(
          { error: INTERVIEW_TEXTS.startFailed(message) },
          { status: outcome.status },
        );
      }
    } catch (error) {
      console.error("interview start failed", error);
      // The reason stays in the log; the founder gets general words.
      return data<InterviewActionData>({ error: INTERVIEW_TEXTS.startFailed() }, { status: 503 });
    }
    return redirectWithToast(context.toasts, request, `${path}?q=1`, {
      title: INTERVIEW_TEXTS.startedTitle,
      description: INTERVIEW_TEXTS.started,
    });
  }

  if (intent === "answer") {
    const submission = parseForm(form, InterviewAnswerSchema);
    const posted = typeof form.get("answer") === "string" ? String(form.get("answer")) : "";
    const number = Number(form.get("question"));
    if (submission.status !== "success") {
      const error =
        submission.error?.answer?.[0] ?? submission.error?.question?.[0] ?? INTERVIEW_TEXTS.answerRequired;
      return data<InterviewActionData>({ error, answer: posted, question: number }, { status: 400 });
    }
    let outcome;
    try {
      outcome = await saveInterviewAnswer(
        context.db,
        interview,
        submission.value.question,
        submission.value.answer,
        asOf,
      );
    } catch (error) {
      console.error("interview answer failed", error);
      return data<InterviewActionData>(
        { error: INTERVIEW_TEXTS.saveFailed(), answer: posted, question: number },
        { status: 503 },
      );
    }
    if (!outcome.ok) {
      const reason = {
        "unknown-question": INTERVIEW_TEXTS.questionUnknown,
        "not-started": INTERVIEW_TEXTS.notStarted,
        closed: INTERVIEW_TEXTS.closed,
        expired: INTERVIEW_TEXTS.expiredTitle,
      }[outcome.reason];
      return data<InterviewActionData>(
        { error: INTERVIEW_TEXTS.saveFailed(reason), answer: posted, question: number },
        { status: outcome.status },
      );
    }
    if (outcome.completed) {
      return redirectWithToast(context.toasts, request, `${path}?done=1`, {
        title: INTERVIEW_TEXTS.completedToastTitle,
        description: INTERVIEW_TEXTS.completedToast,
      });
    }
    return redirectWithToast(
      context.toasts,
      request,
      `${path}?q=${outcome.next ?? submission.value.question}`,
      { title: INTERVIEW_TEXTS.savedTitle, description: INTERVIEW_TEXTS.saved },
    );
  }

  return data<InterviewActionData>({ error: INTERVIEW_TEXTS.closed }, { status: 400 });
}

export default function FounderInterviewRoute() {
  const page = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return <InterviewScreenView page={page} actionData={actionData} />;
}
