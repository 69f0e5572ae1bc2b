import { Link } from "@remix-run/react";

import { CHAT_MESSAGES_TEXTS as T } from "../../copy/admin/chat-messages-texts";
import { PANEL_TEXTS } from "../../copy/admin/panel-texts";
import { unansweredLabel } from "../../copy/ai/status-texts";
import { conversationTypeLabel, displayTitle, shortId } from "../../copy/deck/admin-chat-texts";
import type { loader as chatMessagesTabLoader } from "../../routes/admin.management.chat-messages";
import { MessageBubble } from "../deck/chat/chat-card";
import { BackLink } from "../ui/back-link";
import { cardClass } from "../ui/card";
import { labelRows } from "../ui/stack-table";
import { Pager } from "./pager";
import type { TabViewProps } from "./tabs";

const dateTime = (iso: string) =>
  new Date(iso).toLocaleString("nl-NL", {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "Europe/Amsterdam",
  });

/** 'Chat-messages' tab: list of conversations, or one conversation's messages. */
export function ChatMessagesTab({ data: tab }: TabViewProps<typeof chatMessagesTabLoader>) {
  if (tab.view === "detail") {
    const { conversation, messages } = tab;
    return (
      <section className={cardClass("p-4")} aria-labelledby="conversation-heading">
        <BackLink
          to="/admin/management/chat-messages"
          label={PANEL_TEXTS.backToList}
          className="mb-4 inline-block"
        />
        <h2 id="conversation-heading" className="text-lg font-semibold">
          {displayTitle(conversation.title)}
        </h2>
        <p className="mb-4 text-sm text-gray-500">
          {conversationTypeLabel(conversation.type)} · {shortId(conversation.userId)} ·{" "}
          {dateTime(conversation.createdAt)}
        </p>
        <div
          tabIndex={0}
          className="max-h-96 space-y-3 overflow-y-auto rounded-lg border bg-gray-50 p-4"
          data-testid="conversation-messages"
        >
          {messages.length === 0 ? <p className="text-sm text-gray-500">{T.noMessages}</p> : null}
          {messages.map((m) =>
            m.failure ? (
              <div key={m.id} data-testid="unanswered-question">
                <MessageBubble message={m} />
                <p className="mt-1 text-right text-xs font-medium text-red-700">
                  {unansweredLabel(m.failure)}
                </p>
              </div>
            ) : (
              <MessageBubble key={m.id} message={m} />
            ),
          )}
        </div>
      </section>
    );
  }
  const { conversations, paging } = tab;
  return (
    <section className={cardClass("p-4")} aria-labelledby="chats-heading">
      <h2 id="chats-heading" className="mb-4 text-lg font-semibold">
        {T.title(paging.total)}
      </h2>
      {conversations.length === 0 ? (
        <p className="py-8 text-center text-gray-500">{T.empty}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="stack-table w-full text-left text-sm">
            <thead className="border-b text-gray-600">
              <tr>
                {T.columns.map((column, i) => (
                  <th
                    key={column}
                    className={i < T.columns.length - 1 ? "py-2 pr-4 font-medium" : "py-2 font-medium"}
                  >
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {labelRows(
                conversations.map((c) => (
                  <tr key={c.id} className="border-b last:border-0" data-testid="conversation-row">
                    <td className="py-2 pr-4">
                      {displayTitle(c.title)}{" "}
                      <span className="text-xs text-gray-500">({c.messageCount})</span>
                      {c.unanswered > 0 ? (
                        <span className="ml-1 text-xs font-medium text-red-700">
                          {T.unanswered(c.unanswered)}
                        </span>
                      ) : null}
                    </td>
                    <td className="py-2 pr-4">
                      <span className="rounded-full bg-blue-50 px-2 py-0.5 text-xs text-blue-800">
                        {conversationTypeLabel(c.type)}
                      </span>
                    </td>
                    <td className="py-2 pr-4 font-mono text-xs" title={c.userId ?? undefined}>
                      {shortId(c.userId)}
                    </td>
                    <td className="py-2 pr-4 whitespace-nowrap">{dateTime(c.createdAt)}</td>
                    <td className="py-2">
                      <Link
                        to={`/admin/management/chat-messages?conversation=${encodeURIComponent(c.id)}`}
                        className="font-medium text-blue-700 hover:underline"
                      >
                        {T.open}
                      </Link>
                    </td>
                  </tr>
                )),
                T.columns,
              )}
            </tbody>
          </table>
          <Pager paging={paging} href={(page) => `/admin/management/chat-messages?page=${page}`} />
        </div>
      )}
    </section>
  );
}
