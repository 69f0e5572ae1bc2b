import { useLoaderData, useRevalidator } from "@remix-run/react";
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";

import { createChatEventParser } from "../../../domain/deck/chat-stream";
import type { ToastData } from "../../ui/toaster";
import { OpenPassages } from "./formatted-reply";

/**
 * A question on its way: when it was sent (its bubbles show that time until the stored
 * exchange replaces them), the reply so far, and whether it is complete and stored.
 */
export type PendingAsk = { question: string; askedAt: string; reply: string; done: boolean };

export type ChatAsk = {
  pending: PendingAsk | null;
  /** The last failure's toast (a new object per failure). */
  error: ToastData | null;
  /** A failed question, to put back into the input (a new object per failure). */
  restore: { question: string } | null;
  /** Sends a question (ignored while one is on its way or when it is blank). */
  ask: (question: string) => void;
};

const ChatAskContext = createContext<ChatAsk | null>(null);

/** The chat of the page (card, suggested questions and slide slider share it). */
export function useChatAsk(): ChatAsk {
  const chat = useContext(ChatAskContext);
  if (!chat) throw new Error("useChatAsk needs a <ChatAskProvider>");
  return chat;
}

const useIsomorphicLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

/**
 * With JavaScript a question goes to the page's stream route (`streamUrl`, Server-Sent
 * Events, see app/domain/deck/chat-stream.ts): the user's bubble shows at once, 'AI is
 * thinking...' until the first piece, then the reply grows as it arrives. When the server
 * reports it stored (`done`), the page data is revalidated and the stored messages replace
 * the optimistic ones. A refusal or failure shows the server's toast (`failure`: the page's
 * error texts of docs/product.md#chat-answers-and-errors when the server could not say) and puts the question back into the input.
 * Without JavaScript none of this runs: the forms post to the page itself.
 */
export function ChatAskProvider({
  streamUrl,
  failure,
  children,
}: {
  streamUrl: string;
  failure: { title: string; description: string };
  children: ReactNode;
}) {
  const revalidator = useRevalidator();
  const [pending, setPending] = useState<PendingAsk | null>(null);
  const [error, setError] = useState<ToastData | null>(null);
  const [restore, setRestore] = useState<{ question: string } | null>(null);
  const busy = useRef(false);
  const abort = useRef<AbortController | null>(null);
  const { revalidate } = revalidator;
  // The page's data when `done` arrived: any newer data (the revalidation that follows, or
  // a navigation that overtook it) was loaded after the exchange was stored.
  const pageData = useLoaderData();
  const latestData = useRef(pageData);
  latestData.current = pageData;
  const dataAtDone = useRef<unknown>(null);
  const sawLoading = useRef(false);

  useEffect(() => () => abort.current?.abort(), []);

  // Once the page's data is reloaded the stored messages are on the page: the optimistic
  // bubbles go in the same paint. (A failed reload still ends the wait.)
  const done = pending?.done ?? false;
  useIsomorphicLayoutEffect(() => {
    if (!done) return;
    if (revalidator.state === "loading") sawLoading.current = true;
    if (pageData !== dataAtDone.current || (sawLoading.current && revalidator.state === "idle")) {
      sawLoading.current = false;
      busy.current = false;
      setPending(null);
    }
  }, [done, pageData, revalidator.state]);

  const ask = useCallback(
    (question: string) => {
      if (busy.current || !question.trim()) return;
      busy.current = true;
      const controller = new AbortController();
      abort.current = controller;
      setPending({ question: question.trim(), askedAt: new Date().toISOString(), reply: "", done: false });

      const fail = (toast: ToastData | null) => {
        busy.current = false;
        setPending(null);
        setError({ ...(toast ?? failure), variant: "destructive" });
        setRestore({ question });
      };

      void (async () => {
        let outcome: "done" | "error" | null = null;
        try {
          const res = await fetch(streamUrl, {
            method: "POST",
            body: new URLSearchParams({ question }),
            headers: { Accept: "text/event-stream" },
            signal: controller.signal,
          });
          const type = res.headers.get("Content-Type") ?? "";
          if (!res.ok || !type.startsWith("text/event-stream")) {
            const body = (await res.json().catch(() => null)) as { error?: ToastData } | null;
            if (res.status === 401 || res.status === 403) {
              // Signed out, or the gate's grant is gone: the page's loader takes over.
              busy.current = false;
              setPending(null);
              revalidate();
              return;
            }
            fail(body?.error?.title ? body.error : null);
            return;
          }
          const parser = createChatEventParser();
          const decoder = new TextDecoder();
          const handle = (text: string) => {
            for (const event of parser.push(text)) {
              if (event.type === "chunk") setPending((p) => (p ? { ...p, reply: p.reply + event.text } : p));
              else if (event.type === "done") outcome = "done";
              else {
                outcome = "error";
                fail(event.title ? { title: event.title, description: event.description } : null);
              }
            }
          };
          if (res.body) {
            const reader = res.body.getReader();
            for (;;) {
              const { value, done } = await reader.read();
              if (done) break;
              handle(decoder.decode(value, { stream: true }));
            }
            handle(decoder.decode());
          } else {
            handle(await res.text());
          }
        } catch {
          if (controller.signal.aborted) return;
        }
        if (outcome === "done") {
          dataAtDone.current = latestData.current;
          sawLoading.current = false;
          setPending((p) => (p ? { ...p, done: true } : p));
          revalidate();
        } else if (outcome === null) {
          // The connection broke: the server may still have stored the reply.
          fail(null);
          revalidate();
        }
      })();
    },
    [streamUrl, failure, revalidate],
  );

  const value = useMemo(() => ({ pending, error, restore, ask }), [pending, error, restore, ask]);
  const [openPassages] = useState(() => new Set<string>());
  return (
    <ChatAskContext.Provider value={value}>
      <OpenPassages.Provider value={openPassages}>{children}</OpenPassages.Provider>
    </ChatAskContext.Provider>
  );
}
