import type { ReactNode } from "react";
import { formatNlDateTime } from "../../domain/format/dates";
import { stackCellClass as td, StackTable } from "../ui/stack-table";
import { Card } from "../ui/card";
import { OUTBOX_TEXTS as T } from "../../domain/admin/outbox-texts";
import { isMasked } from "../../domain/mail/redact";
import type { TabViewProps } from "./tabs";

/** Plain text with its http(s) URLs as links; a URL whose token is masked stays text. */
function Linkified({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(/https?:\/\/[^\s<>"]+/g)) {
    parts.push(text.slice(last, match.index));
    parts.push(
      isMasked(match[0]) ? (
        <span key={match.index} className="text-gray-700" title={T.masked}>
          {match[0]}
        </span>
      ) : (
        <a key={match.index} href={match[0]} className="text-blue-700 underline" rel="noreferrer">
          {match[0]}
        </a>
      ),
    );
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}

/** 'Outbox' tab: subscribers with their verified state, and the mails sent for the company. */
export function OutboxTab({ data }: TabViewProps<"outbox">) {
  const { subscribers, mails, limit } = data;
  return (
    <div className="space-y-6">
      <Card>
        <h2 className="mb-4 text-xl font-semibold">{T.subscribersTitle}</h2>
        {subscribers.length === 0 ? (
          <p className="text-gray-600">{T.noSubscribers}</p>
        ) : (
          <StackTable head={T.subscriberColumns}>
            {subscribers.map((s) => (
              <tr key={s.id} data-testid="subscriber">
                <td className={td}>{s.email}</td>
                <td className={td}>
                  {s.verified ? (
                    <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-800">{T.verified}</span>
                  ) : (
                    <span className="rounded-full bg-yellow-100 px-2 py-0.5 text-xs font-medium text-yellow-800">{T.notVerified}</span>
                  )}
                </td>
                <td className={`${td} whitespace-nowrap`}>{formatNlDateTime(s.subscribedAt)}</td>
              </tr>
            ))}
          </StackTable>
        )}
      </Card>
      <Card>
        <h2 className="mb-1 text-xl font-semibold">{T.title}</h2>
        <p className="mb-4 text-sm text-gray-600">{T.intro(limit)}</p>
        {mails.length === 0 ? (
          <p className="text-gray-600">{T.noMails}</p>
        ) : (
          <ul className="space-y-2">
            {mails.map((m) => (
              <li key={m.id} className="rounded-lg border" data-testid="outbox-mail">
                <details>
                  <summary className="flex cursor-pointer flex-wrap items-baseline gap-x-3 gap-y-1 px-4 py-3 text-sm">
                    <span className="font-medium">{m.subject}</span>
                    <span className="text-gray-600">{T.to(m.toAddress)}</span>
                    <span className="rounded bg-gray-100 px-1.5 py-0.5 text-xs text-gray-700">{m.kind}</span>
                    {m.status !== "sent" ? <span className="rounded bg-red-100 px-1.5 py-0.5 text-xs text-red-800">{m.status}</span> : null}
                    <span className="ml-auto whitespace-nowrap text-xs text-gray-500">{formatNlDateTime(m.createdAt)}</span>
                  </summary>
                  <pre className="whitespace-pre-wrap break-words border-t bg-gray-50 px-4 py-3 font-sans text-sm" data-testid="outbox-body">
                    <Linkified text={m.textBody} />
                  </pre>
                </details>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
