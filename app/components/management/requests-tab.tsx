import { Form, useActionData } from "@remix-run/react";

import { REQUESTS_TEXTS as T } from "../../copy/admin/requests-texts";
import { GRANT_TEXTS } from "../../copy/dataroom/texts";
import { DOCUMENT_REQUEST_LABEL } from "../../copy/mail/request-texts";
import { formatNlDateTime } from "../../domain/format/dates";
import type { loader as requestsTabLoader } from "../../routes/admin.management.requests";
import { buttonClass } from "../ui/button";
import { Card } from "../ui/card";
import { stackCellClass as td, StackTable } from "../ui/stack-table";
import type { TabViewProps } from "./tabs";

function Mail({ email }: { email: string }) {
  return (
    <a href={`mailto:${email}`} className="text-blue-700 underline">
      {email}
    </a>
  );
}

/** The typed name, and whether an investor's personal link sent the request. */
function SentBy({ name, verifiedInvestor }: { name: string; verifiedInvestor: string | null }) {
  return (
    <>
      {name}
      <span
        className={`block text-xs ${verifiedInvestor ? "text-green-800" : "text-gray-500"}`}
        data-testid="request-sender"
      >
        {verifiedInvestor ? T.viaLink(verifiedInvestor) : T.unverified}
      </span>
    </>
  );
}

/** 'Requests' tab: document requests (captable, finance deck) and call requests, newest first. */
export function RequestsTab({ data }: TabViewProps<typeof requestsTabLoader>) {
  const { documentRequests, callRequests, accessRequests } = data;
  const answer = useActionData() as { intent?: string; error?: string } | undefined;
  return (
    <div className="space-y-6">
      {answer?.error ? (
        <p
          role="alert"
          className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
          data-testid="grant-error"
        >
          {answer.error}
        </p>
      ) : null}
      <Card>
        <h2 className="mb-4 text-xl font-semibold">{T.documentsTitle}</h2>
        {documentRequests.length === 0 ? (
          <p className="text-gray-600">{T.noDocumentRequests}</p>
        ) : (
          <StackTable head={[...T.documentColumns, "Data room"]}>
            {documentRequests.map((r) => (
              <tr key={r.id} data-testid="document-request">
                <td className={`${td} whitespace-nowrap`}>{formatNlDateTime(r.createdAt)}</td>
                <td className={td}>{DOCUMENT_REQUEST_LABEL[r.type]}</td>
                <td className={td}>
                  <SentBy name={r.name} verifiedInvestor={r.verifiedInvestor} />
                </td>
                <td className={td}>
                  <Mail email={r.email} />
                </td>
                <td className={td}>{r.company ?? ""}</td>
                <td className={`${td} whitespace-pre-line`}>{r.message ?? ""}</td>
                <td className={td}>
                  <Form method="post">
                    <input type="hidden" name="intent" value="request.grant" />
                    <input type="hidden" name="id" value={r.id} />
                    <button type="submit" className={buttonClass("secondary", "whitespace-nowrap")}>
                      {GRANT_TEXTS.button}
                    </button>
                  </Form>
                </td>
              </tr>
            ))}
          </StackTable>
        )}
      </Card>
      <Card>
        <h2 className="mb-4 text-xl font-semibold">{T.callsTitle}</h2>
        {callRequests.length === 0 ? (
          <p className="text-gray-600">{T.noCallRequests}</p>
        ) : (
          <StackTable head={T.callColumns}>
            {callRequests.map((r) => (
              <tr key={r.id} data-testid="call-request">
                <td className={`${td} whitespace-nowrap`}>{formatNlDateTime(r.createdAt)}</td>
                <td className={td}>
                  <SentBy name={r.name} verifiedInvestor={r.verifiedInvestor} />
                </td>
                <td className={td}>
                  <Mail email={r.email} />
                </td>
                <td className={td}>{r.company ?? ""}</td>
                <td className={td}>{r.preferredTime ?? ""}</td>
                <td className={`${td} whitespace-pre-line`}>{r.message}</td>
              </tr>
            ))}
          </StackTable>
        )}
      </Card>
      <Card>
        <h2 className="mb-1 text-xl font-semibold">{T.accessTitle}</h2>
        <p className="mb-4 text-sm text-gray-500">{T.accessIntro}</p>
        {accessRequests.length === 0 ? (
          <p className="text-gray-600">{T.noAccessRequests}</p>
        ) : (
          <StackTable head={T.accessColumns}>
            {accessRequests.map((r) => (
              <tr key={r.id} data-testid="access-request">
                <td className={`${td} whitespace-nowrap`}>{formatNlDateTime(r.createdAt)}</td>
                <td className={td}>
                  <SentBy name={r.name} verifiedInvestor={null} />
                </td>
                <td className={td}>
                  <Mail email={r.email} />
                </td>
                <td className={`${td} whitespace-pre-line`}>{r.message}</td>
              </tr>
            ))}
          </StackTable>
        )}
      </Card>
    </div>
  );
}
