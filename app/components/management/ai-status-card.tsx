import { Form } from "@remix-run/react";

import { AI_STATUS_TEXTS as T } from "../../copy/ai/status-texts";
import type { AiFailureCategory, AiTask } from "../../domain/ai/failures";
import { StatusButton } from "../forms";
import { Card } from "../ui/card";

export type AiStatusCardData = {
  provider: "local" | "workers-ai" | "openai-compatible";
  textModel: string | null;
  visionModel: string | null;
  bindingMissing: boolean;
  lastError: { at: string; task: AiTask; category: AiFailureCategory } | null;
  lastTestOkAt: string | null;
};

const dateTime = (iso: string) =>
  new Date(iso).toLocaleString("nl-NL", {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "Europe/Amsterdam",
  });

/** Settings → AI status: provider, models, the last failed model call, and 'Test' (a plain form post). */
export function AiStatusCard({ status, pending }: { status: AiStatusCardData; pending: boolean }) {
  return (
    <Card className="lg:col-span-2" aria-labelledby="ai-status-heading" data-testid="ai-status">
      <h2 id="ai-status-heading" className="mb-3 text-xl font-semibold">
        {T.title}
      </h2>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium">{T.provider}</dt>
        <dd data-testid="ai-provider">{T.providers[status.provider]}</dd>
        {status.provider !== "local" ? (
          <>
            <dt className="font-medium">{T.textModel}</dt>
            <dd>
              <code data-testid="ai-text-model">{status.textModel ?? T.noModel}</code>
            </dd>
            <dt className="font-medium">{T.visionModel}</dt>
            <dd>
              {status.visionModel ? (
                <code data-testid="ai-vision-model">{status.visionModel}</code>
              ) : (
                T.noVisionModel
              )}
            </dd>
          </>
        ) : null}
        <dt className="font-medium">{T.lastError}</dt>
        <dd data-testid="ai-last-error" className={status.lastError ? "text-red-700" : undefined}>
          {status.lastError ? (
            <>
              <time dateTime={status.lastError.at}>{dateTime(status.lastError.at)}</time> —{" "}
              {T.error(status.lastError.task, status.lastError.category)}
            </>
          ) : (
            T.noError
          )}
        </dd>
        {status.lastTestOkAt ? (
          <>
            <dt className="font-medium">{T.lastTestOk}</dt>
            <dd data-testid="ai-last-test">
              <time dateTime={status.lastTestOkAt}>{dateTime(status.lastTestOkAt)}</time>
            </dd>
          </>
        ) : null}
      </dl>
      {status.bindingMissing ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {T.bindingMissing}
        </p>
      ) : null}
      <Form method="post" className="mt-4 flex flex-wrap items-center gap-3">
        <input type="hidden" name="intent" value="settings.ai-test" />
        <StatusButton type="submit" pending={pending} pendingText={T.testing}>
          {T.test}
        </StatusButton>
        <span className="text-sm text-gray-600">{T.hint}</span>
      </Form>
    </Card>
  );
}
