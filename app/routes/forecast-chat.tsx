import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";

import type { AskActionData } from "../components/deck/chat/chat-card";
import { MemberChatPage } from "../components/deck/chat/chat-page-shell";
import { SuggestedQuestions } from "../components/deck/chat/suggested-questions";
import { cardClass } from "../components/ui/card";
import {
  FORECAST_CHAT_CARD_TEXTS,
  FORECAST_CHAT_ERRORS,
  FORECAST_CHAT_PLACEHOLDERS,
  FORECAST_CHAT_TEXTS as T,
} from "../copy/deck/forecast-chat-texts";
import { requireMember } from "../server/auth/auth.server";
import { createChat } from "../server/chat/chat.server";
import { handleChatIntent, loadChatPage } from "../server/chat/chat-page.server";
import { memberScope, readChatState } from "../server/chat/chat-state.server";
import { readForm } from "../server/platform/form.server";

export const meta: MetaFunction = () => [{ title: T.title }];

/**
 * /forecast-chat and /admin/forecast-chat (one page, two URLs): members only. Answers come
 * from the company's uploaded Excel forecast as parsed into sheets (docs/product.md#forecast-chat), not from
 * built-in sample text.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const member = await requireMember(request, context);
  const state = await readChatState(request, context);
  const scope = memberScope(member.company.id, member.user.id, "forecast");
  return loadChatPage(createChat(request, context, scope, state, FORECAST_CHAT_ERRORS));
}

export async function action({ request, context }: ActionFunctionArgs) {
  const member = await requireMember(request, context);
  const form = await readForm(request, "en");
  const state = await readChatState(request, context);
  const scope = memberScope(member.company.id, member.user.id, "forecast");
  const answer = await handleChatIntent(
    createChat(request, context, scope, state, FORECAST_CHAT_ERRORS),
    form,
  );
  return (
    answer ??
    data(
      {
        intent: String(form.get("intent") ?? ""),
        error: { title: T.errorTitle, description: T.unknownAction, variant: "destructive" as const },
      },
      { status: 400 },
    )
  );
}

export default function ForecastChat() {
  const page = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as AskActionData | undefined;
  const { readiness, forecastFile, messages, suggestions, refresh } = page;
  return (
    <MemberChatPage
      title={T.title}
      actionsLabel={T.actionsLabel}
      download={forecastFile ? { href: `/documents/${forecastFile.id}?download=1`, label: T.download } : null}
      canReset={messages.length > 0}
      streamUrl="/forecast-chat/stream"
      failure={{ title: T.errorTitle, description: T.errorDescription }}
      aside={
        <>
          <section className={cardClass("p-4")} aria-labelledby="forecast-status">
            <h2 id="forecast-status" className="mb-3 font-semibold">
              {T.statusTitle}
            </h2>
            {forecastFile ? (
              <p className="text-sm" data-testid="forecast-file">
                <span aria-hidden className="mr-2 inline-block h-2.5 w-2.5 rounded-full bg-green-500" />
                {forecastFile.name}
              </p>
            ) : (
              <div
                role="alert"
                className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
                data-testid="no-forecast"
              >
                <p className="font-medium">{T.noFileWarning}</p>
                <Link to="/admin/management/documents" className="mt-2 inline-block text-blue-700 underline">
                  {T.adminPanel}
                </Link>
              </div>
            )}
          </section>
          <SuggestedQuestions
            title={T.suggestionsTitle}
            questions={suggestions}
            refresh={refresh}
            refreshLabel={T.refresh}
            disabled={readiness.inputDisabled}
          />
        </>
      }
      chat={{
        texts: FORECAST_CHAT_CARD_TEXTS,
        messages,
        placeholder: readiness.answerable
          ? FORECAST_CHAT_PLACEHOLDERS.ready
          : FORECAST_CHAT_PLACEHOLDERS.noFile,
        inputDisabled: readiness.inputDisabled,
        heightClass: "h-[600px]",
        actionData: actionData?.intent === "ask" ? actionData : null,
      }}
    />
  );
}
