import { Link } from "@remix-run/react";

import { UPDATES_TEXTS } from "../../copy/admin/updates-texts";
import { Card } from "../ui/card";

const T = UPDATES_TEXTS.mail;

/** An investor's replies to updates ('Reageer', ADR 058) on their page in the Investors tab; each links to its update's readers. */
export function InvestorReplies({
  replies,
}: {
  replies: { id: string; updateId: string; body: string; createdAt: string }[];
}) {
  if (!replies.length) return null;
  return (
    <Card className="mt-6" aria-labelledby="investor-replies-heading" data-testid="investor-replies">
      <h3 id="investor-replies-heading" className="mb-3 font-semibold">
        {T.replies}
      </h3>
      <ul className="space-y-2">
        {replies.map((r) => (
          <li key={r.id} className="rounded-md bg-gray-50 p-2 text-sm">
            <p className="whitespace-pre-line">{r.body}</p>
            <Link
              to={`/admin/management/updates?detail=${encodeURIComponent(r.updateId)}`}
              className="text-xs text-blue-700 underline"
            >
              {T.readBack} · {r.createdAt.slice(0, 10)}
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
