import { DOCUMENT_REQUEST_LABEL } from "../../domain/mail/request";
import { formatNlDateTime } from "../../domain/format/dates";
import { labelRows } from "../ui/stack-table";
import type { TabViewProps } from "./tabs";

const th = "px-3 py-2 text-left font-medium text-gray-600";
const td = "px-3 py-2 align-top";

function Mail({ email }: { email: string }) {
  return (
    <a href={`mailto:${email}`} className="text-blue-700 underline">
      {email}
    </a>
  );
}

/** 'Requests' tab: document requests (captable, finance deck) and call requests, newest first. */
export function RequestsTab({ data }: TabViewProps<"requests">) {
  const { documentRequests, callRequests } = data;
  return (
    <div className="space-y-6">
      <section className="rounded-xl border bg-white p-6 shadow-sm">
        <h2 className="mb-4 text-xl font-semibold">Document requests</h2>
        {documentRequests.length === 0 ? (
          <p className="text-gray-600">No document requests yet.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="stack-table min-w-full divide-y text-sm">
              <thead>
                <tr>
                  <th className={th}>Date</th>
                  <th className={th}>Document</th>
                  <th className={th}>Name</th>
                  <th className={th}>Email</th>
                  <th className={th}>Company</th>
                  <th className={th}>Message</th>
                </tr>
              </thead>
              <tbody className="divide-y">
                {labelRows(documentRequests.map((r) => (
                  <tr key={r.id} data-testid="document-request">
                    <td className={`${td} whitespace-nowrap`}>{formatNlDateTime(r.createdAt)}</td>
                    <td className={td}>{DOCUMENT_REQUEST_LABEL[r.type]}</td>
                    <td className={td}>{r.name}</td>
                    <td className={td}>
                      <Mail email={r.email} />
                    </td>
                    <td className={td}>{r.company ?? ""}</td>
                    <td className={`${td} whitespace-pre-line`}>{r.message ?? ""}</td>
                  </tr>
                )), ["Date", "Document", "Name", "Email", "Company", "Message"])}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section className="rounded-xl border bg-white p-6 shadow-sm">
        <h2 className="mb-4 text-xl font-semibold">Call requests</h2>
        {callRequests.length === 0 ? (
          <p className="text-gray-600">No call requests yet.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="stack-table min-w-full divide-y text-sm">
              <thead>
                <tr>
                  <th className={th}>Date</th>
                  <th className={th}>Name</th>
                  <th className={th}>Email</th>
                  <th className={th}>Company</th>
                  <th className={th}>Preferred time</th>
                  <th className={th}>Message</th>
                </tr>
              </thead>
              <tbody className="divide-y">
                {labelRows(callRequests.map((r) => (
                  <tr key={r.id} data-testid="call-request">
                    <td className={`${td} whitespace-nowrap`}>{formatNlDateTime(r.createdAt)}</td>
                    <td className={td}>{r.name}</td>
                    <td className={td}>
                      <Mail email={r.email} />
                    </td>
                    <td className={td}>{r.company ?? ""}</td>
                    <td className={td}>{r.preferredTime ?? ""}</td>
                    <td className={`${td} whitespace-pre-line`}>{r.message}</td>
                  </tr>
                )), ["Date", "Name", "Email", "Company", "Preferred time", "Message"])}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
