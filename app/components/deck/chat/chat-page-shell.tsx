import { type ComponentProps, type ReactNode, useEffect, useRef, useState } from "react";

import { CHAT_DRAWER_TEXTS } from "../../../copy/deck/viewer-texts";
import { buttonClass } from "../../ui/button";
import { useHydrated } from "../../use-hydrated";
import { ChatCard } from "./chat-card";
import { ChatAskProvider, useChatAsk } from "./chat-stream";
import { ResetChatButton } from "./reset-chat-button";

type ShellProps = {
  /** Where a question streams its answer to. */
  streamUrl: string;
  /** The toast when the stream fails. */
  failure: { title: string; description: string };
  /** The side column: status, suggested questions, request buttons. */
  aside: ReactNode;
  asideLabel?: string;
  chat: ComponentProps<typeof ChatCard>;
  /** What comes under the conversation (the deck's pages or slides, a download). */
  children?: ReactNode;
};

/**
 * The body of every chat page (the members' pitch deck chat and forecast chat, the investors'
 * pitch deck chat): the streaming provider around a side column and the conversation.
 */
export function ChatPageShell({
  streamUrl,
  failure,
  aside,
  asideLabel,
  chat,
  children,
  columns,
  deckFirst,
}: ShellProps & { columns: string; deckFirst?: boolean }) {
  if (deckFirst) {
    // The deck first and large (the investors' page): the chat beside it from 1024 px, in a drawer on a phone.
    return (
      <ChatAskProvider streamUrl={streamUrl} failure={failure}>
        <DeckFirst columns={columns} chat={chat} aside={aside} asideLabel={asideLabel}>
          {children}
        </DeckFirst>
      </ChatAskProvider>
    );
  }
  return (
    <ChatAskProvider streamUrl={streamUrl} failure={failure}>
      <div className={`grid gap-6 ${columns}`}>
        <aside className="space-y-4" aria-label={asideLabel}>
          {aside}
        </aside>
        <div className="min-w-0 space-y-6">
          <ChatCard {...chat} />
          {children}
        </div>
      </div>
    </ChatAskProvider>
  );
}

/**
 * The deck, and the chat in a side column from 1024 px. Below that (a phone) the chat is a
 * drawer: a floating button opens it over the deck, and asking a question ('Ask about page n')
 * opens it too. Without JavaScript the button is a link to the chat, which sits below the deck.
 */
function DeckFirst({
  columns,
  chat,
  aside,
  asideLabel,
  children,
}: Pick<ShellProps, "chat" | "aside" | "asideLabel" | "children"> & { columns: string }) {
  const T = CHAT_DRAWER_TEXTS.en;
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const { pending } = useChatAsk();
  const asking = pending !== null;
  useEffect(() => {
    // Only where the chat is a drawer (below 1024 px): beside the deck it is open already.
    if (asking && window.matchMedia("(max-width: 1023.98px)").matches) setOpen(true);
  }, [asking]);
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    close.current?.focus({ preventScroll: true });
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") setOpen(false);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open]);
  // Server HTML (and no JavaScript): the chat in the page's flow. With JavaScript on a phone: a drawer.
  const drawer = !hydrated
    ? ""
    : open
      ? "max-lg:fixed max-lg:inset-x-0 max-lg:bottom-0 max-lg:z-40 max-lg:max-h-[88vh] max-lg:overflow-y-auto max-lg:rounded-t-2xl max-lg:border-t max-lg:bg-gray-50 max-lg:p-2 max-lg:pt-1 max-lg:shadow-2xl"
      : "max-lg:hidden";
  return (
    <>
      <div className={`grid gap-4 lg:gap-6 ${columns}`}>
        <div className="min-w-0 space-y-4">{children}</div>
        <section
          id="chat"
          aria-label={T.label}
          className={`min-w-0 space-y-4 px-2 sm:px-0 ${drawer}`}
          data-testid="chat-panel"
          data-drawer={!hydrated ? "inline" : open ? "open" : "closed"}
        >
          {hydrated && open ? (
            <div className="sticky top-0 z-10 flex justify-end bg-gray-50 py-1 lg:hidden">
              <button
                ref={close}
                type="button"
                onClick={() => setOpen(false)}
                className={buttonClass("toolbar")}
                data-testid="chat-drawer-close"
              >
                {T.close}
              </button>
            </div>
          ) : null}
          <ChatCard {...chat} />
          <aside className="space-y-4" aria-label={asideLabel}>
            {aside}
          </aside>
        </section>
      </div>
      {open ? null : (
        <a
          href="#chat"
          className={`fixed bottom-4 right-4 z-30 shadow-lg lg:hidden ${buttonClass("primary")}`}
          data-testid="chat-drawer-open"
          aria-controls="chat"
          aria-expanded={hydrated ? false : undefined}
          onClick={(e) => {
            if (!hydrated) return;
            e.preventDefault();
            setOpen(true);
          }}
        >
          {T.open}
        </a>
      )}
    </>
  );
}

/**
 * A members' chat page (inside the member area's header): the title and the actions (download
 * the source file, the page's own `actions`, 'Reset Chat' once there is a conversation), then
 * the shell.
 */
export function MemberChatPage({
  title,
  actionsLabel,
  download,
  actions,
  canReset,
  ...shell
}: ShellProps & {
  title: string;
  actionsLabel: string;
  download: { href: string; label: string } | null;
  actions?: ReactNode;
  canReset: boolean;
}) {
  const button = buttonClass("toolbar");
  return (
    <main className="mx-auto max-w-7xl space-y-6 px-4 py-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-bold">{title}</h1>
        <nav className="flex flex-wrap gap-2" aria-label={actionsLabel}>
          {download ? (
            <a href={download.href} download className={button}>
              {download.label}
            </a>
          ) : null}
          {actions}
          {canReset ? <ResetChatButton className={button} /> : null}
        </nav>
      </div>
      <ChatPageShell columns="lg:grid-cols-[20rem_1fr]" {...shell} />
    </main>
  );
}
