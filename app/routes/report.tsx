import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";

import { FinancialReport } from "../components/finance/report/financial-report";
import { useHydrated } from "../components/use-hydrated";
import { REPORT_MAIL_TEXTS, REPORT_PAGE_TEXTS as T, REPORT_TEXTS } from "../copy/finance/texts";
import { buildReportMailto, formatReportGeneratedAt } from "../domain/finance/report";
import { requireMember } from "../server/auth/auth.server";
import { getReportData } from "../server/finance/report.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.report ? T.documentTitle(data.report.company.name) : T.title },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const member = await requireMember(request, context);
  const asOf = new Date();
  const report = await getReportData(context.db, member.company.id, asOf);
  return {
    report,
    mailto: report ? buildReportMailto(report, asOf, REPORT_MAIL_TEXTS) : null,
    generatedAt: formatReportGeneratedAt(asOf),
    // The no-JavaScript 'Download PDF': the report alone, for the browser's own print dialog.
    printView: new URL(request.url).searchParams.get("print") === "1",
  };
}

/** A4 print: the page box, margins, exact colours; everything marked print:hidden disappears. */
const PRINT_CSS = `
@page { size: A4; margin: 16mm 14mm; }
@media print {
  html, body { background: #fff !important; }
  body { -webkit-print-color-adjust: exact; print-color-adjust: exact; font-size: 11pt; }
}
`;

const button =
  "inline-flex items-center gap-2 rounded-md border border-gray-300 bg-white px-4 py-2 text-sm font-medium hover:bg-gray-100";

const primary =
  "inline-flex items-center gap-2 rounded-md bg-blue-600 px-4 py-2 text-sm font-medium text-white hover:bg-blue-700";

export default function ReportPage() {
  const { report, mailto, generatedAt, printView } = useLoaderData<typeof loader>();
  const hydrated = useHydrated();
  return (
    <div className="min-h-screen bg-gray-50 print:min-h-0 print:bg-white">
      <style dangerouslySetInnerHTML={{ __html: PRINT_CSS }} />
      {printView ? (
        <p
          className="border-b bg-blue-50 px-4 py-3 text-center text-sm text-blue-900 print:hidden"
          data-testid="print-hint"
        >
          {T.printHint}{" "}
          <Link to="/report" className="font-medium underline">
            {T.backToReport}
          </Link>
        </p>
      ) : null}
      {report && !printView ? (
        <div className="mx-auto flex max-w-4xl flex-wrap justify-end gap-2 px-4 pt-6 print:hidden">
          <a className={button} href={mailto ?? undefined}>
            {T.share}
          </a>
          {hydrated ? (
            <button type="button" className={primary} onClick={() => window.print()}>
              {T.downloadPdf}
            </button>
          ) : (
            <a className={primary} href="/report?print=1">
              {T.downloadPdf}
            </a>
          )}
        </div>
      ) : null}
      <main className="mx-auto max-w-4xl px-4 py-8 print:max-w-none print:p-0">
        {report ? (
          <>
            <div className="mb-6 border-b-2 border-gray-900 pb-3">
              <h1 className="text-2xl font-bold text-gray-900">{T.title}</h1>
              <p className="text-gray-600">{report.company.name}</p>
            </div>
            <FinancialReport data={report} generatedAt={generatedAt} />
          </>
        ) : (
          <div
            className="mx-auto max-w-md rounded-lg border border-gray-200 bg-white p-8 text-center"
            data-testid="report-empty"
          >
            <h1 className="mb-2 text-xl font-semibold">{REPORT_TEXTS.emptyTitle}</h1>
            <p className="mb-4 text-gray-600">{REPORT_TEXTS.emptyMessage}</p>
            <Link to="/numbers" className="text-blue-600 underline print:hidden">
              {T.financialDashboard}
            </Link>
          </div>
        )}
      </main>
    </div>
  );
}
