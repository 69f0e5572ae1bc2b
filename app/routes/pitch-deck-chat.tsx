import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";

import type { AskActionData } from "../components/deck/chat/chat-card";
import { MemberChatPage } from "../components/deck/chat/chat-page-shell";
import { DeckPageViewer, deckViewerProps, SlideSlider } from "../components/deck/chat/slide-slider";
import { SuggestedQuestions } from "../components/deck/chat/suggested-questions";
import { buttonClass } from "../components/ui/button";
import { cardClass } from "../components/ui/card";
import { useIsPending } from "../components/use-is-pending";
import {
  ADMIN_CHAT_CARD_TEXTS,
  ADMIN_CHAT_ERRORS,
  ADMIN_CHAT_PAGE_TEXTS as T,
  ADMIN_CHAT_PLACEHOLDERS,
  ADMIN_CHAT_TEXTS,
  ADMIN_ERROR_TOAST,
} from "../copy/deck/admin-chat-texts";
import { IMAGES_ANALYSED_MIN_CHARS, PDF_READY_MIN_CHARS } from "../domain/deck/slides";
import { requireMember } from "../server/auth/auth.server";
import { createChat } from "../server/chat/chat.server";
import { handleChatIntent, loadChatPage } from "../server/chat/chat-page.server";
import { memberScope, readChatState } from "../server/chat/chat-state.server";
import { runDocumentIntent } from "../server/management/documents.tab.server";
import { readForm } from "../server/platform/form.server";
import { redirectWithToast } from "../server/platform/toast.server";

export const meta: MetaFunction = () => [{ title: T.title }];

/** /pitch-deck-chat and /admin/pitch-deck-chat (one page, two URLs): members only. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const member = await requireMember(request, context);
  const state = await readChatState(request, context);
  // The members' chat page is Dutch, its suggested questions too.
  const scope = memberScope(member.company.id, member.user.id);
  return loadChatPage(createChat(request, context, scope, state, ADMIN_CHAT_ERRORS), "nl");
}

/** The page's posts: the chat's 'ask' / 'reset', and the document buttons (Reprocess PDF, Process / Reprocess Images). */
export async function action({ request, context }: ActionFunctionArgs) {
  const member = await requireMember(request, context);
  const form = await readForm(request, "nl");
  const intent = String(form.get("intent") ?? "");
  const here = new URL(request.url).pathname;
  if (intent === "document.reprocess" || intent === "document.process-images") {
    const outcome = await runDocumentIntent(context, member, intent, form);
    return redirectWithToast(context.toasts, request, here, {
      title: outcome.title,
      description: outcome.description,
      variant: outcome.variant,
    });
  }
  const state = await readChatState(request, context);
  const scope = memberScope(member.company.id, member.user.id);
  const answer = await handleChatIntent(createChat(request, context, scope, state, ADMIN_CHAT_ERRORS), form);
  return (
    answer ??
    data(
      {
        intent,
        error: { title: T.errorTitle, description: T.unknownAction, variant: "destructive" as const },
      },
      { status: 400 },
    )
  );
}

const button = buttonClass("toolbar");
const S = T.status;

function DocumentButton({ intent, id, children }: { intent: string; id?: string; children: string }) {
  const busy = useIsPending(intent);
  return (
    <Form method="post" className="contents">
      <input type="hidden" name="intent" value={intent} />
      {id ? <input type="hidden" name="id" value={id} /> : null}
      <button type="submit" className={button} disabled={busy}>
        {busy ? T.busy : children}
      </button>
    </Form>
  );
}

function Status({ ok, label, detail }: { ok: boolean; label: string; detail: string }) {
  return (
    <li className="flex items-start gap-2">
      <span
        aria-hidden
        className={`mt-1 inline-block h-2.5 w-2.5 shrink-0 rounded-full ${ok ? "bg-green-500" : "bg-amber-500"}`}
      />
      <span>
        <span className="font-medium">{label}:</span> {detail}
      </span>
    </li>
  );
}

export default function PitchDeckChat() {
  const page = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as AskActionData | undefined;
  const { readiness, pdf, pages, updating, slides, messages, suggestions, refresh, combinedChars, pdfChars } =
    page;
  const viewers = deckViewerProps(page, "admin");
  return (
    <MemberChatPage
      title={T.title}
      actionsLabel={T.actionsLabel}
      download={pdf ? { href: `/documents/${pdf.id}?download=1`, label: T.downloadPdf } : null}
      canReset={messages.length > 0}
      actions={
        <>
          {pdf ? (
            <DocumentButton intent="document.reprocess" id={pdf.id}>
              {T.reprocessPdf}
            </DocumentButton>
          ) : null}
          {readiness.hasImages ? (
            <DocumentButton intent="document.process-images">
              {readiness.imagesAnalysed ? T.reprocessImages : T.processImages}
            </DocumentButton>
          ) : null}
        </>
      }
      streamUrl="/pitch-deck-chat/stream"
      failure={ADMIN_ERROR_TOAST}
      aside={
        <>
          <section className={cardClass("p-4")} aria-labelledby="status-heading">
            <h2 id="status-heading" className="mb-3 font-semibold">
              {T.statusTitle}
            </h2>
            <ul className="space-y-2 text-sm">
              <Status
                ok={readiness.chatUsable}
                label={S.live}
                detail={
                  pdf
                    ? S.pdfPages(pdf.name, pages.length)
                    : readiness.hasImages
                      ? S.slideImages(slides.length)
                      : updating
                        ? S.updating
                        : S.noLiveVersion
                }
              />
              <Status
                ok={readiness.imagesAnalysed}
                label={S.images}
                detail={
                  !readiness.hasImages
                    ? S.noImages
                    : readiness.imagesAnalysed
                      ? S.imagesAnalysed(combinedChars)
                      : S.imagesPending(IMAGES_ANALYSED_MIN_CHARS)
                }
              />
              <Status
                ok={readiness.pdfReady}
                label={S.pdf}
                detail={
                  !readiness.hasPdf
                    ? S.noPdf
                    : readiness.pdfReady
                      ? S.pdfReady(pdfChars)
                      : S.pdfIncomplete(PDF_READY_MIN_CHARS)
                }
              />
            </ul>
            {!readiness.chatUsable ? (
              <div
                role="alert"
                className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
                data-testid="no-deck"
              >
                <p>{ADMIN_CHAT_TEXTS.noDeck}</p>
                <Link
                  to="/admin/management/documents"
                  className="mt-2 inline-block font-medium text-blue-700 underline"
                >
                  {T.toAdminPanel}
                </Link>
              </div>
            ) : null}
          </section>
          {readiness.showSuggestedQuestions ? (
            <SuggestedQuestions
              title={T.suggestionsTitle}
              questions={suggestions}
              refresh={refresh}
              refreshLabel={T.refresh}
              moreLabel={T.moreQuestions}
              lessLabel={T.fewerQuestions}
              disabled={readiness.inputDisabled}
            />
          ) : null}
        </>
      }
      chat={{
        texts: ADMIN_CHAT_CARD_TEXTS,
        messages,
        placeholder: readiness.answerable
          ? ADMIN_CHAT_PLACEHOLDERS.ready
          : ADMIN_CHAT_PLACEHOLDERS.processing,
        inputDisabled: readiness.inputDisabled,
        heightClass: "h-[700px]",
        actionData: actionData?.intent === "ask" ? actionData : null,
      }}
    >
      {viewers.pages ? <DeckPageViewer {...viewers.pages} /> : null}
      {viewers.slides ? <SlideSlider {...viewers.slides} /> : null}
    </MemberChatPage>
  );
}
