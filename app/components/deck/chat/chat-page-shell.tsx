import type { ComponentProps, ReactNode } from "react";

import { buttonClass } from "../../ui/button";
import { ChatCard } from "./chat-card";
import { ChatAskProvider } from "./chat-stream";
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
    // The deck first and large (the investors' page): the chat beside it from 1024 px, below it on a phone.
    return (
      <ChatAskProvider streamUrl={streamUrl} failure={failure}>
        <div className={`grid gap-4 lg:gap-6 ${columns}`}>
          <div className="min-w-0 space-y-4">{children}</div>
          <div className="min-w-0 space-y-4 px-2 sm:px-0" data-testid="chat-panel">
            <ChatCard {...chat} />
            <aside className="space-y-4" aria-label={asideLabel}>
              {aside}
            </aside>
          </div>
        </div>
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
