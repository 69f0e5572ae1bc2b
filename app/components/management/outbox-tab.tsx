import { Form, useActionData } from "@remix-run/react";
import type { ReactNode } from "react";

import { OUTBOX_TEXTS as T } from "../../copy/admin/outbox-texts";
import { formatNlDateTime } from "../../domain/format/dates";
import { isMasked } from "../../domain/mail/redact";
import type { loader as outboxTabLoader } from "../../routes/admin.management.outbox";
import { Card } from "../ui/card";
import { stackCellClass as td, StackTable } from "../ui/stack-table";
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

type ActionData = { intent?: string; id?: string; error?: string } | undefined;

/** A mail not sent (yet): its reason and, once failed, 'Opnieuw versturen' (a form: works without JavaScript). */
function Undelivered({
  mail,
  error,
}: {
  mail: TabViewProps<typeof outboxTabLoader>["data"]["mails"][number];
  error: string | null;
}) {
  if (mail.status !== "failed" && !mail.error && !error) return null;
  return (
    <div
      className="flex flex-wrap items-center gap-x-3 gap-y-2 border-t px-4 py-2 text-sm"
      data-testid="outbox-undelivered"
    >
      {mail.error ? (
        <p className={mail.status === "failed" ? "text-red-800" : "text-gray-700"} data-testid="outbox-error">
          <span className="font-medium">{mail.status === "failed" ? T.failedReason : T.lastError}</span>{" "}
          {mail.error}
        </p>
      ) : null}
      {mail.status === "failed" ? (
        <Form method="post" preventScrollReset className="ml-auto">
          <input type="hidden" name="intent" value="outbox.resend" />
          <input type="hidden" name="id" value={mail.id} />
          <button
            type="submit"
            className="rounded-md border px-2.5 py-1 text-xs font-medium hover:bg-gray-50"
          >
            {T.resend}
            <span className="sr-only">
              : {mail.subject}, {T.to(mail.toAddress)}
            </span>
          </button>
        </Form>
      ) : null}
      {error ? (
        <p role="alert" className="w-full text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** 'Outbox' tab: subscribers with their verified state, and the mails sent for the company. */
export function OutboxTab({ data }: TabViewProps<typeof outboxTabLoader>) {
  const { subscribers, mails, limit } = data;
  const actionData = useActionData() as ActionData;
  const refusal = actionData?.intent === "outbox.resend" && actionData.error ? actionData : null;
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
                    <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-800">
                      {T.verified}
                    </span>
                  ) : (
                    <span className="rounded-full bg-yellow-100 px-2 py-0.5 text-xs font-medium text-yellow-800">
                      {T.notVerified}
                    </span>
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
        {refusal && !mails.some((m) => m.id === refusal.id) ? (
          <p role="alert" className="mb-4 text-sm text-red-700">
            {refusal.error}
          </p>
        ) : null}
        {mails.length === 0 ? (
          <p className="text-gray-600">{T.noMails}</p>
        ) : (
          <ul className="space-y-2">
            {mails.map((m) => (
              <li key={m.id} className="rounded-lg border" data-testid="outbox-mail" data-status={m.status}>
                <details>
                  <summary className="flex cursor-pointer flex-wrap items-baseline gap-x-3 gap-y-1 px-4 py-3 text-sm">
                    <span className="font-medium">{m.subject}</span>
                    <span className="text-gray-600">{T.to(m.toAddress)}</span>
                    <span className="rounded bg-gray-100 px-1.5 py-0.5 text-xs text-gray-700">{m.kind}</span>
                    {m.status !== "sent" ? (
                      <span className="rounded bg-red-100 px-1.5 py-0.5 text-xs text-red-800">
                        {m.status}
                      </span>
                    ) : null}
                    <span className="ml-auto whitespace-nowrap text-xs text-gray-500">
                      {formatNlDateTime(m.createdAt)}
                    </span>
                  </summary>
                  <pre
                    className="whitespace-pre-wrap break-words border-t bg-gray-50 px-4 py-3 font-sans text-sm"
                    data-testid="outbox-body"
                  >
                    <Linkified text={m.textBody} />
                  </pre>
                </details>
                <Undelivered mail={m} error={refusal?.id === m.id ? refusal.error! : null} />
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
