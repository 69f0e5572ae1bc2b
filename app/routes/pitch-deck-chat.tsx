import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { ChatCard, type AskActionData } from "../components/deck/chat/chat-card";
import { ChatAskProvider } from "../components/deck/chat/chat-stream";
import { DeckPageViewer, SlideSlider } from "../components/deck/chat/slide-slider";
import { SuggestedQuestions } from "../components/deck/chat/suggested-questions";
import { ADMIN_ERROR_TOAST, CHAT_CARD_TEXTS, CHAT_TEXTS, SLIDE_SLIDER_TEXTS } from "../domain/deck/chat";
import { CHAT_PLACEHOLDER_NL, CHAT_PLACEHOLDER_READY, IMAGES_ANALYSED_MIN_CHARS, PDF_READY_MIN_CHARS } from "../domain/deck/slides";
import { requireMember } from "../server/auth.server";
import { ADMIN_CHAT_ERRORS, handleChatIntent, loadChatPage } from "../server/chat-page.server";
import { chatProvider, memberScope, readChatState } from "../server/chat.server";
import { runDocumentIntent } from "../server/management/documents.tab.server";
import { redirectWithToast } from "../server/toast.server";
import { ResetChatButton } from "../components/deck/chat/reset-chat-button";
import { readForm } from "../server/form.server";

export const meta: MetaFunction = () => [{ title: "VC Investment Analysis Chat" }];

/** /pitch-deck-chat and /admin/pitch-deck-chat (one page, two URLs): members only. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const member = await requireMember(request, context);
  const state = await readChatState(request, context);
  // The members' chat page is Dutch, its suggested questions too.
  const chat = await loadChatPage(context.db, chatProvider(context), memberScope(member.company.id, member.user.id), state, new URL(request.url), undefined, "nl");
  return { company: member.company, ...chat };
}

/** The page's posts: the chat's 'ask' / 'reset', and the document buttons (Reprocess PDF, Process / Reprocess Images). */
export async function action({ request, context }: ActionFunctionArgs) {
  const member = await requireMember(request, context);
  const form = await readForm(request, "nl");
  const intent = String(form.get("intent") ?? "");
  const here = new URL(request.url).pathname;
  if (intent === "document.reprocess" || intent === "document.process-images") {
    const outcome = await runDocumentIntent(context, member, intent, form);
    return redirectWithToast(context.toasts, request, here, { title: outcome.title, description: outcome.description, variant: outcome.variant });
  }
  const state = await readChatState(request, context);
  const answer = await handleChatIntent(request, context, chatProvider(context), memberScope(member.company.id, member.user.id), state, form, ADMIN_CHAT_ERRORS);
  return answer ?? data({ intent, error: { title: "Fout", description: "Onbekende actie", variant: "destructive" as const } }, { status: 400 });
}

const button = "rounded-md border bg-white px-3 py-1.5 text-sm hover:bg-gray-100 disabled:opacity-60";

function DocumentButton({ intent, id, children }: { intent: string; id?: string; children: string }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  return (
    <Form method="post" className="contents">
      <input type="hidden" name="intent" value={intent} />
      {id ? <input type="hidden" name="id" value={id} /> : null}
      <button type="submit" className={button} disabled={busy}>
        {busy ? "Bezig..." : children}
      </button>
    </Form>
  );
}

function Status({ ok, label, detail }: { ok: boolean; label: string; detail: string }) {
  return (
    <li className="flex items-start gap-2">
      <span aria-hidden className={`mt-1 inline-block h-2.5 w-2.5 shrink-0 rounded-full ${ok ? "bg-green-500" : "bg-amber-500"}`} />
      <span>
        <span className="font-medium">{label}:</span> {detail}
      </span>
    </li>
  );
}

export default function PitchDeckChat() {
  const page = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as AskActionData | undefined;
  const { readiness, pdf, pages, updating, slides, messages, suggestions, refresh, slideIndex, slidesShown, combinedChars, pdfChars } = page;
  return (
    <div className="min-h-screen bg-gray-50">
      <header className="border-b bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-4">
          <div className="flex items-center gap-3">
            <Link to="/admin/dashboard" className={button}>
              ← Terug naar tijdlijn
            </Link>
            <div>
              <h1 className="text-xl font-bold">VC Investment Analysis Chat</h1>
              <p className="text-sm text-gray-500">{page.company.name}</p>
            </div>
          </div>
          <nav className="flex flex-wrap gap-2" aria-label="Pitch deck acties">
            {pdf ? (
              <a href={`/documents/${pdf.id}?download=1`} download className={button}>
                Download PDF
              </a>
            ) : null}
            {pdf ? <DocumentButton intent="document.reprocess" id={pdf.id}>Reprocess PDF</DocumentButton> : null}
            {readiness.hasImages ? <DocumentButton intent="document.process-images">{readiness.imagesAnalysed ? "Reprocess Images" : "Process Images Now"}</DocumentButton> : null}
            {messages.length > 0 ? (
              <ResetChatButton className={button} />
            ) : null}
            <Link to="/admin/management" className={button}>
              Admin Panel
            </Link>
          </nav>
        </div>
      </header>
      <ChatAskProvider streamUrl="/pitch-deck-chat/stream" failure={ADMIN_ERROR_TOAST}>
        <main className="mx-auto grid max-w-7xl gap-6 px-4 py-6 lg:grid-cols-[20rem_1fr]">
          <aside className="space-y-4">
            <section className="rounded-xl border bg-white p-4 shadow-sm" aria-labelledby="status-heading">
              <h2 id="status-heading" className="mb-3 font-semibold">
                Pitch deck status
              </h2>
              <ul className="space-y-2 text-sm">
                <Status
                  ok={readiness.chatUsable}
                  label="Live"
                  detail={
                    pdf
                      ? `${pdf.name}${pages.length ? ` (${pages.length} pagina's)` : " (nog geen pagina-afbeeldingen)"}`
                      : readiness.hasImages
                        ? `${slides.length} slide-afbeeldingen`
                        : updating
                          ? "een nieuwe versie wordt verwerkt"
                          : "geen live versie"
                  }
                />
                <Status
                  ok={readiness.imagesAnalysed}
                  label="Afbeeldingen"
                  detail={
                    !readiness.hasImages
                      ? "geen afbeeldingen geüpload"
                      : readiness.imagesAnalysed
                        ? `geanalyseerd (${combinedChars} tekens)`
                        : `moeten nog verwerkt worden (meer dan ${IMAGES_ANALYSED_MIN_CHARS} tekens nodig)`
                  }
                />
                <Status
                  ok={readiness.pdfReady}
                  label="PDF"
                  detail={
                    !readiness.hasPdf ? "geen PDF geüpload" : readiness.pdfReady ? `klaar (${pdfChars} tekens)` : `extractie mogelijk onvolledig (meer dan ${PDF_READY_MIN_CHARS} tekens nodig)`
                  }
                />
              </ul>
              {!readiness.chatUsable ? (
                <div role="alert" className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900" data-testid="no-deck">
                  <p>{CHAT_TEXTS.adminNoDeck}</p>
                  <Link to="/admin/management?tab=documents" className="mt-2 inline-block font-medium text-blue-700 underline">
                    Naar het admin panel
                  </Link>
                </div>
              ) : null}
            </section>
            {readiness.showSuggestedQuestions ? (
              <SuggestedQuestions
                title="Voorgestelde vragen"
                questions={suggestions}
                refresh={refresh}
                refreshLabel="Vernieuwen"
                moreLabel="Meer vragen"
                lessLabel="Minder tonen"
                disabled={readiness.inputDisabled}
              />
            ) : null}
          </aside>
          <div className="min-w-0 space-y-6">
            <ChatCard
              texts={CHAT_CARD_TEXTS.admin}
              messages={messages}
              placeholder={readiness.placeholder === CHAT_PLACEHOLDER_READY ? CHAT_PLACEHOLDER_NL.ready : CHAT_PLACEHOLDER_NL.processing}
              inputDisabled={readiness.inputDisabled}
              heightClass="h-[700px]"
              actionData={actionData?.intent === "ask" ? actionData : null}
            />
            {pdf && pages.length > 0 ? (
              <DeckPageViewer
                pdfId={pdf.id}
                pageNumbers={pages.map((p) => p.pageNumber)}
                audience="admin"
                initialIndex={slideIndex}
                initiallyShown={slidesShown}
                disabled={readiness.inputDisabled}
              />
            ) : null}
            {readiness.hasImages ? (
              <SlideSlider
                slides={slides}
                initialIndex={slideIndex}
                initiallyShown={slidesShown}
                language="nl"
                disabled={readiness.inputDisabled}
                texts={SLIDE_SLIDER_TEXTS.admin}
              />
            ) : null}
          </div>
        </main>
      </ChatAskProvider>
    </div>
  );
}
