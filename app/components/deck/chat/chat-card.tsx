import { Form } from "@remix-run/react";
import { type ReactNode, useEffect, useRef, useState } from "react";

import { MAX_QUESTION_CHARS } from "../../../domain/deck/chat";
import { closeOpenMarkers } from "../../../domain/deck/chat-stream";
import { buttonClass } from "../../ui/button";
import { type ToastData, Toaster } from "../../ui/toaster";
import { useHydrated } from "../../use-hydrated";
import { useChatAsk } from "./chat-stream";
import { FormattedReply } from "./formatted-reply";

export type ChatMessage = { id: string; content: string; isUser: boolean; createdAt: string };
export type AskActionData = { intent: "ask"; error?: ToastData; question?: string };

/** Auto-scroll pauses this long after the user scrolls up, with a near-bottom threshold (docs/product.md#pitch-deck-chat). */
const SCROLL_PAUSE_MS = 3000;
const NEAR_BOTTOM_PX = 50;
const COPY_CONFIRM_MS = 2000;

function CopyButton({ text, labels }: { text: string; labels: { copy: string; copied: string } }) {
  const [copied, setCopied] = useState(false);
  const hydrated = useHydrated();
  useEffect(() => {
    if (!copied) return;
    const t = setTimeout(() => setCopied(false), COPY_CONFIRM_MS);
    return () => clearTimeout(t);
  }, [copied]);
  if (!hydrated) return null;
  return (
    <button
      type="button"
      onClick={() => {
        void navigator.clipboard?.writeText(text).then(
          () => setCopied(true),
          () => setCopied(false),
        );
      }}
      className="mt-2 rounded px-1.5 py-0.5 text-xs text-gray-600 hover:bg-gray-200 hover:text-gray-800"
      aria-label={copied ? labels.copied : labels.copy}
    >
      {copied ? `✓ ${labels.copied}` : labels.copy}
    </button>
  );
}

export function MessageBubble({
  message,
  copyLabels,
}: {
  message: Pick<ChatMessage, "content" | "isUser" | "createdAt">;
  copyLabels?: { copy: string; copied: string };
}) {
  const time = new Date(message.createdAt);
  return (
    <div
      className={`flex ${message.isUser ? "justify-end" : "justify-start"}`}
      data-testid={message.isUser ? "user-message" : "assistant-message"}
    >
      <div
        className={`max-w-[70%] rounded-2xl px-4 py-2 text-sm shadow-sm ${message.isUser ? "bg-blue-600 text-white" : "bg-gray-100 text-gray-900"}`}
      >
        {message.isUser ? (
          <p className="whitespace-pre-wrap break-words">{message.content}</p>
        ) : (
          <FormattedReply text={message.content} />
        )}
        <div
          className={`mt-1 flex items-center justify-between gap-2 text-[11px] ${message.isUser ? "text-white" : "text-gray-600"}`}
        >
          <time dateTime={message.createdAt}>
            {Number.isNaN(time.getTime())
              ? ""
              : time.toLocaleTimeString("nl-NL", {
                  hour: "2-digit",
                  minute: "2-digit",
                  timeZone: "Europe/Amsterdam",
                })}
          </time>
          {!message.isUser && copyLabels ? <CopyButton text={message.content} labels={copyLabels} /> : null}
        </div>
      </div>
    </div>
  );
}

export type ChatCardTexts = {
  title: string;
  welcome: string;
  thinking: string;
  send: string;
  sending: string;
  copy: string;
  copied: string;
  inputLabel: string;
};

/**
 * The chat card (docs/product.md#pitch-deck-chat): welcome message, bubbles (user right, assistant left, at most 70%
 * wide), 'AI is thinking...' until the reply's first piece arrives, and the input. Without
 * JavaScript the input is a plain form post (the page returns with the answer); with it the
 * question goes to the page's stream route (ChatAskProvider) and the reply grows as it is
 * written. Enter sends and Shift+Enter adds a line.
 */
export function ChatCard({
  texts,
  messages,
  placeholder,
  inputDisabled,
  heightClass,
  actionData,
  headerExtra,
}: {
  texts: ChatCardTexts;
  messages: ChatMessage[];
  placeholder: string;
  inputDisabled: boolean;
  heightClass: string;
  actionData?: AskActionData | null;
  headerExtra?: ReactNode;
}) {
  const chat = useChatAsk();
  const hydrated = useHydrated();
  const [value, setValue] = useState("");
  const formRef = useRef<HTMLFormElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const pausedUntil = useRef(0);
  const error = chat.error ?? actionData?.error ?? null;
  const { pending } = chat;

  // A failed question comes back into the input, so it can be sent again.
  useEffect(() => {
    if (chat.restore) setValue(chat.restore.question);
  }, [chat.restore]);

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    const distance = el.scrollHeight - el.scrollTop - el.clientHeight;
    pausedUntil.current = distance > NEAR_BOTTOM_PX ? Date.now() + SCROLL_PAUSE_MS : 0;
  };
  // Follows new messages and the growing reply, unless the user scrolled up (docs/product.md#pitch-deck-chat).
  const replyLength = pending?.reply.length ?? -1;
  useEffect(() => {
    const el = scroller.current;
    if (!el || Date.now() < pausedUntil.current) return;
    const t = setTimeout(() => el.scrollTo({ top: el.scrollHeight }), 50);
    return () => clearTimeout(t);
  }, [messages.length, pending?.question, replyLength]);

  const canSend = !inputDisabled && !pending && (!hydrated || value.trim().length > 0);

  return (
    <section
      className={`flex flex-col overflow-hidden rounded-xl border bg-white shadow-sm ${heightClass}`}
      aria-label={texts.title}
      id="chat"
    >
      <Toaster toast={error} />
      <header className="flex items-center justify-between gap-2 border-b px-4 py-3">
        <h2 className="font-semibold">{texts.title}</h2>
        {headerExtra}
      </header>
      <div
        ref={scroller}
        onScroll={onScroll}
        tabIndex={0}
        className="flex-1 space-y-3 overflow-y-auto p-4"
        data-testid="chat-messages"
        aria-live="polite"
      >
        <MessageBubble message={{ content: texts.welcome, isUser: false, createdAt: "" }} />
        {messages.map((m) => (
          <MessageBubble key={m.id} message={m} copyLabels={{ copy: texts.copy, copied: texts.copied }} />
        ))}
        {pending ? (
          <>
            <MessageBubble
              message={{ content: pending.question, isUser: true, createdAt: pending.askedAt }}
            />
            {pending.reply ? (
              <div
                aria-busy={!pending.done || undefined}
                data-streaming={pending.done ? "done" : "streaming"}
              >
                <MessageBubble
                  message={{
                    content: pending.done ? pending.reply : closeOpenMarkers(pending.reply),
                    isUser: false,
                    createdAt: pending.askedAt,
                  }}
                />
              </div>
            ) : (
              <div className="flex justify-start" role="status">
                <div className="flex items-center gap-2 rounded-2xl bg-gray-100 px-4 py-2 text-sm text-gray-600">
                  <span className="inline-block h-2 w-2 animate-pulse rounded-full bg-blue-500" aria-hidden />
                  {texts.thinking}
                </div>
              </div>
            )}
          </>
        ) : null}
        <div id="latest" />
      </div>
      <Form
        ref={formRef}
        method="post"
        reloadDocument
        className="flex items-end gap-2 border-t p-3"
        onSubmit={(e) => {
          if (!hydrated) return;
          // With JavaScript the question is streamed; the form post is the path without it.
          e.preventDefault();
          if (!value.trim() || pending || inputDisabled) return;
          chat.ask(value);
          setValue("");
        }}
      >
        <input type="hidden" name="intent" value="ask" />
        <label htmlFor="chat-question" className="sr-only">
          {texts.inputLabel}
        </label>
        <textarea
          id="chat-question"
          name="question"
          rows={2}
          maxLength={MAX_QUESTION_CHARS}
          required
          value={value}
          onChange={(e) => setValue(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              if (value.trim() && !pending && !inputDisabled) formRef.current?.requestSubmit();
            }
          }}
          placeholder={placeholder}
          disabled={inputDisabled || pending !== null}
          className="block max-h-40 min-h-[2.5rem] flex-1 resize-y rounded-md border border-gray-300 px-3 py-2 text-sm focus:border-blue-500 focus:outline-none focus:ring-1 focus:ring-blue-500 disabled:bg-gray-50"
        />
        <button
          type="submit"
          disabled={!canSend}
          aria-busy={pending ? true : undefined}
          className={buttonClass("primary", "text-sm")}
        >
          {pending ? texts.sending : texts.send}
        </button>
      </Form>
    </section>
  );
}

/** A button that asks a fixed question (suggested questions, 'ask about this slide'); a form post without JavaScript. */
export function AskButton({
  question,
  children,
  className,
  disabled,
}: {
  question: string;
  children: ReactNode;
  className?: string;
  disabled?: boolean;
}) {
  const chat = useChatAsk();
  const hydrated = useHydrated();
  return (
    <Form
      method="post"
      reloadDocument
      className="contents"
      onSubmit={(e) => {
        if (!hydrated) return;
        e.preventDefault();
        chat.ask(question);
      }}
    >
      <input type="hidden" name="intent" value="ask" />
      <input type="hidden" name="question" value={question} />
      <button type="submit" className={className} disabled={disabled || chat.pending !== null}>
        {children}
      </button>
    </Form>
  );
}
