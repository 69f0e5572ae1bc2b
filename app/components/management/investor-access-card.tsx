import { Form } from "@remix-run/react";

import { INVESTOR_ACCESS_TEXTS } from "../../copy/investors/access-texts";
import { StatusButton } from "../forms";
import { Card } from "../ui/card";
import { useIsPending } from "../use-is-pending";

const T = INVESTOR_ACCESS_TEXTS;

export type Acceptance = {
  id: string;
  acceptedAt: string;
  name: string;
  email: string | null;
  version: number;
  textSha256: string;
  address: string;
};

/** On an investor's or visitor's page: whether their link asks for a verified e-mail, and the NDAs they accepted. */
export function InvestorAccessCard({
  investorId,
  requireVerifiedEmail,
  acceptances,
}: {
  investorId: string | null;
  requireVerifiedEmail: boolean;
  acceptances: Acceptance[];
}) {
  const busy = useIsPending("investor.require-verified");
  return (
    <Card aria-labelledby="investor-access-heading" data-testid="investor-access">
      <h3 id="investor-access-heading" className="mb-3 font-semibold">
        {T.title}
      </h3>
      {investorId ? (
        <Form
          method="post"
          className="mb-4 flex flex-wrap items-center gap-3"
          key={String(requireVerifiedEmail)}
        >
          <input type="hidden" name="intent" value="investor.require-verified" />
          <input type="hidden" name="id" value={investorId} />
          <label className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              name="requireVerifiedEmail"
              defaultChecked={requireVerifiedEmail}
              className="mt-1"
            />
            <span>{T.linkVerify}</span>
          </label>
          <StatusButton type="submit" pending={busy} pendingText={T.saving}>
            {T.save}
          </StatusButton>
        </Form>
      ) : null}
      <h4 className="mb-2 text-sm font-medium">{T.ndaTitle}</h4>
      {acceptances.length === 0 ? (
        <p className="text-sm text-gray-600">{T.none}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm" data-testid="nda-acceptances">
            <thead>
              <tr className="text-gray-600">
                <th className="py-1 pr-3 font-medium">{T.columns.acceptedAt}</th>
                <th className="py-1 pr-3 font-medium">{T.columns.name}</th>
                <th className="py-1 pr-3 font-medium">{T.columns.email}</th>
                <th className="py-1 pr-3 font-medium">{T.columns.version}</th>
                <th className="py-1 pr-3 font-medium">{T.columns.hash}</th>
                <th className="py-1 font-medium">{T.columns.address}</th>
              </tr>
            </thead>
            <tbody>
              {acceptances.map((a) => (
                <tr key={a.id} className="border-t">
                  <td className="py-1 pr-3">{a.acceptedAt.slice(0, 16).replace("T", " ")}</td>
                  <td className="py-1 pr-3 [overflow-wrap:anywhere]">{a.name}</td>
                  <td className="py-1 pr-3 [overflow-wrap:anywhere]">{a.email ?? "—"}</td>
                  <td className="py-1 pr-3">{a.version}</td>
                  <td className="py-1 pr-3 font-mono text-xs" title={a.textSha256}>
                    {a.textSha256.slice(0, 12)}…
                  </td>
                  <td className="py-1">{a.address}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <a
        href="/admin/nda-acceptances.csv"
        download
        className="mt-3 inline-block text-sm text-blue-700 underline"
      >
        {T.export}
      </a>
    </Card>
  );
}
