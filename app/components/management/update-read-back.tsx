import { Link } from "@remix-run/react";

import { UPDATES_TEXTS } from "../../copy/admin/updates-texts";
import type { loader } from "../../routes/admin.management.updates";

const T = UPDATES_TEXTS.mail;

type Detail = NonNullable<Awaited<ReturnType<typeof loader>>["detail"]>;

const yesNo = (v: boolean) => (v ? T.yes : T.no);

/** One update's read-back (ADR 058): per recipient delivered, clicked and — with tracking on — opened; the replies and reactions. */
export function UpdateReadBack({ detail }: { detail: Detail }) {
  const reactions = Object.entries(detail.reactions);
  return (
    <section
      className="mb-6 rounded-lg border p-4"
      data-testid="update-read-back"
      aria-labelledby="read-back-title"
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h3 id="read-back-title" className="text-lg font-semibold">
          {T.readBackTitle(detail.title)}
        </h3>
        <Link to="/admin/management/updates" className="text-sm text-blue-700 underline">
          {T.back}
        </Link>
      </div>
      {detail.recipients.length === 0 ? (
        <p className="text-sm text-gray-600">{T.noRecipients}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b">
                <th className="py-1 pr-3">{T.columns.email}</th>
                <th className="py-1 pr-3">{T.columns.delivered}</th>
                <th className="py-1 pr-3">{T.columns.clicked}</th>
                <th className="py-1 pr-3">{T.columns.opened}</th>
              </tr>
            </thead>
            <tbody>
              {detail.recipients.map((r) => (
                <tr key={r.email} className="border-b last:border-0" data-testid="read-back-row">
                  <td className="py-1 pr-3 break-all">{r.email}</td>
                  <td className="py-1 pr-3">{r.failed ? T.failed : yesNo(r.delivered)}</td>
                  <td className="py-1 pr-3">{yesNo(r.clicked)}</td>
                  <td className="py-1 pr-3">{r.opened === null ? T.trackingOff : yesNo(r.opened)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {!detail.openTracking ? <p className="mt-2 text-xs text-gray-600">{T.trackingNote}</p> : null}
      {reactions.length ? (
        <p className="mt-3 text-sm" aria-label={T.reactions}>
          {reactions.map(([r, n]) => `${r} ${n}`).join("  ")}
        </p>
      ) : null}
      <h4 className="mt-4 font-semibold">{T.replies}</h4>
      {detail.replies.length === 0 ? (
        <p className="text-sm text-gray-600">{T.noReplies}</p>
      ) : (
        <ul className="mt-1 space-y-2">
          {detail.replies.map((r) => (
            <li key={r.id} className="rounded-md bg-gray-50 p-2 text-sm" data-testid="update-reply">
              <p className="font-medium">
                {r.name} &lt;{r.email}&gt;
              </p>
              <p className="whitespace-pre-line">{r.body}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
