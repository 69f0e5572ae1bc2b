import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";

import type { AskActionData } from "../components/deck/chat/chat-card";
import { ChatPageShell } from "../components/deck/chat/chat-page-shell";
import { ResetChatButton } from "../components/deck/chat/reset-chat-button";
import { DeckPageViewer, deckViewerProps, SlideSlider } from "../components/deck/chat/slide-slider";
import { SuggestedQuestions } from "../components/deck/chat/suggested-questions";
import { type GateAnswer, LockedPage } from "../components/public/locked-page";
import { RequestButtons } from "../components/public/request-buttons";
import { buttonClass } from "../components/ui/button";
import { cardClass } from "../components/ui/card";
import {
  PUBLIC_CHAT_CARD_TEXTS,
  PUBLIC_CHAT_ERRORS,
  PUBLIC_CHAT_PAGE_TEXTS as T,
  PUBLIC_CHAT_PLACEHOLDERS,
  PUBLIC_ERROR_TOAST,
} from "../copy/deck/chat-texts";
import { createChat } from "../server/chat/chat.server";
import { handleChatIntent, loadChatPage } from "../server/chat/chat-page.server";
import { knownVisitorScope, readChatState, visitorScope } from "../server/chat/chat-state.server";
import { deckWatermark } from "../server/dataroom/viewer.server";
import { noteDeckOpened } from "../server/investors/investor-notifications.server";
import { deckPageEvent, recordEvents } from "../server/investors/visitor-events.server";
import { settleChatBudget, spendChatBudget } from "../server/platform/public-budgets.server";
import { gatedPageAction, loadGatedPage } from "../server/site/public-page.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: T.documentTitle(data?.company.name ?? "") },
];

/**
 * Only with a grant does the payload hold the chat (docs/product.md#access-gate). The deck page shown is
 * recorded for the Investors tab: without JavaScript each page is its own URL (`?slide=n`). An
 * investor's pages carry their watermark; the team's do not.
 */
export const loader = (args: LoaderFunctionArgs) =>
  loadGatedPage(args, async (company, visitor, state) => {
    // The chat cookie as the gated page read it, and the visitor's id at the company made from it.
    const scope = knownVisitorScope(company.id, visitor.visitorId);
    const { pdfDownloads, ...page } = await loadChatPage(
      createChat(args.request, args.context, scope, state, PUBLIC_CHAT_ERRORS),
    );
    const shown =
      page.slidesShown && page.pdf ? page.pages[Math.min(page.slideIndex, page.pages.length - 1)] : undefined;
    if (page.pdf && shown && !visitor.member && visitor.recorded) {
      recordEvents(args.context, [deckPageEvent(company.id, visitor, page.pdf.id, shown.pageNumber)]);
      noteDeckOpened(args.context, args.request, company.id, visitor.investorId);
    }
    // The viewer's e-mail (or name) and the day over each page, as in the data room (ADR 056).
    const watermark =
      visitor.member || !(page.pdf || page.readiness.hasImages)
        ? null
        : await deckWatermark(args.request, args.context, company);
    // The download links only when the admin left the deck's downloads on (the team always has them).
    const downloads = !!page.pdf && (visitor.member || pdfDownloads);
    return { ...page, watermark, downloads };
  });

export const action = (args: ActionFunctionArgs) =>
  gatedPageAction(
    args,
    async (company, form) => {
      const state = await readChatState(args.request, args.context);
      // The daily question budgets are spent before the model is asked (ADR 034).
      const budget = await spendChatBudget(args.request, args.context, company, state.vid, form);
      if (budget?.refused) return data(budget.refused, { status: 429 });
      const scope = await visitorScope(args.context, company.id, state);
      const answer = await handleChatIntent(
        createChat(args.request, args.context, scope, state, PUBLIC_CHAT_ERRORS),
        form,
      );
      await settleChatBudget(
        args.context,
        budget?.spent,
        answer instanceof Response ? answer.status : (answer?.init?.status ?? 200),
      );
      return (
        answer ??
        data(
          {
            intent: "unknown",
            error: {
              title: PUBLIC_CHAT_ERRORS.invalidTitle,
              description: T.unknownAction,
              variant: "destructive" as const,
            },
          },
          { status: 400 },
        )
      );
    },
    "en",
  );

const navLink = buttonClass("toolbar");

function HeaderLinks({
  slug,
  pdfId,
  hasMessages,
}: {
  slug: string;
  pdfId: string | null;
  hasMessages: boolean;
}) {
  return (
    <>
      <Link to="/" className={navLink}>
        {T.home}
      </Link>
      <Link to={`/public/${slug}/timeline`} className={navLink}>
        {T.timeline}
      </Link>
      {pdfId ? (
        <a href={`/documents/${pdfId}?download=1`} className={navLink} download>
          {T.downloadPdf}
        </a>
      ) : null}
      {hasMessages ? <ResetChatButton className={navLink} /> : null}
    </>
  );
}

export default function PublicPitchDeckChat() {
  const page = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as (AskActionData & NonNullable<GateAnswer>) | undefined;
  if (page.locked)
    return (
      <LockedPage
        page={page}
        answer={actionData}
        title={T.gateTitle}
        description={T.gateDescription}
        language="en"
      />
    );
  const { company, readiness, pdf, updating, messages, suggestions, refresh, watermark, downloads } = page;
  const viewers = deckViewerProps(page, "public", `/public/${company.slug}/beacon`, watermark);
  const links = (
    <HeaderLinks
      slug={company.slug}
      pdfId={downloads ? (pdf?.id ?? null) : null}
      hasMessages={messages.length > 0}
    />
  );
  return (
    <div className="min-h-screen bg-gradient-to-b from-white to-blue-50">
      <header className="border-b bg-white/80 backdrop-blur">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-3">
          <Link to={`/public/${company.slug}/timeline`} className="text-lg font-bold">
            {company.name}
          </Link>
          <nav className="hidden flex-wrap gap-2 md:flex" aria-label={T.navLabel}>
            {links}
          </nav>
          <details className="relative md:hidden">
            <summary
              className="cursor-pointer list-none rounded-md border bg-white px-3 py-1.5 text-sm [&::-webkit-details-marker]:hidden"
              aria-label={T.menu}
            >
              {T.menuButton}
            </summary>
            <nav
              className="absolute right-0 z-10 mt-2 flex w-48 flex-col gap-2 rounded-md border bg-white p-2 shadow-lg"
              aria-label={T.menuLabel}
            >
              {links}
            </nav>
          </details>
        </div>
      </header>
      <main className="mx-auto max-w-7xl px-0 py-2 sm:px-4 sm:py-6">
        {!readiness.chatUsable ? (
          <section
            className="mx-2 max-w-xl rounded-xl bg-white p-8 text-center shadow-sm sm:mx-auto"
            data-testid="no-deck"
          >
            <h1 className="mb-3 text-2xl font-bold">{T.title}</h1>
            <p className="mb-6 text-gray-600" data-testid="deck-state">
              {updating ? T.deckUpdating : T.notPublished}
            </p>
            <Link
              to={`/public/${company.slug}/timeline`}
              className={`inline-block ${buttonClass("primary")}`}
            >
              {T.viewTimeline}
            </Link>
          </section>
        ) : (
          <ChatPageShell
            deckFirst
            columns="lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start"
            streamUrl={`/public/${company.slug}/pitch-deck/stream`}
            failure={PUBLIC_ERROR_TOAST}
            asideLabel={T.infoTitle}
            aside={
              <>
                <section className={cardClass("p-4")}>
                  <h2 className="mb-1 font-semibold">{T.infoTitle}</h2>
                  <p className="mb-3 text-sm text-gray-600">{T.info(company.name)}</p>
                  <h3 className="mb-2 text-sm font-medium text-gray-700">{T.requestDocuments}</h3>
                  <div className="flex flex-wrap gap-2">
                    <RequestButtons slug={company.slug} redirectTo={`/public/${company.slug}/pitch-deck`} />
                  </div>
                </section>
                {readiness.showSuggestedQuestions ? (
                  <SuggestedQuestions
                    title={T.suggestionsTitle}
                    questions={suggestions}
                    refresh={refresh}
                    refreshLabel={T.refresh}
                    disabled={readiness.inputDisabled}
                  />
                ) : null}
              </>
            }
            chat={{
              texts: PUBLIC_CHAT_CARD_TEXTS,
              messages,
              placeholder: readiness.answerable
                ? PUBLIC_CHAT_PLACEHOLDERS.ready
                : PUBLIC_CHAT_PLACEHOLDERS.processing,
              inputDisabled: readiness.inputDisabled,
              heightClass: "h-[70vh] lg:h-[560px]",
              actionData: actionData?.intent === "ask" ? actionData : null,
            }}
          >
            {viewers.slides ? <SlideSlider {...viewers.slides} /> : null}
            {viewers.pages ? <DeckPageViewer {...viewers.pages} /> : null}
            {pdf && downloads ? (
              <section
                className={`mx-2 flex flex-wrap items-center justify-between gap-3 sm:mx-0 ${cardClass("p-4")}`}
                aria-labelledby="pdf-heading"
              >
                <div>
                  <h2 id="pdf-heading" className="font-semibold">
                    {T.pdfTitle}
                  </h2>
                  <p className="text-sm text-gray-600">{pdf.name}</p>
                </div>
                <a
                  href={`/documents/${pdf.id}?download=1`}
                  download
                  className={buttonClass("primary", "text-sm")}
                >
                  {T.downloadPdf}
                </a>
              </section>
            ) : null}
          </ChatPageShell>
        )}
      </main>
    </div>
  );
}
