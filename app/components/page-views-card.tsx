import { ADMIN_DASHBOARD_TEXTS } from "../copy/admin/dashboard-texts";
import { cardClass } from "./ui/card";

const T = ADMIN_DASHBOARD_TEXTS.pageViews;

export type PageViewRow = { path: string; views: number; uniqueVisitors: number };

/** Views per public page in the last 30 days (recorded by the public loaders). */
export function PageViewsCard({ rows }: { rows: PageViewRow[] }) {
  return (
    <section className={cardClass()} aria-labelledby="page-views-title">
      <h2 id="page-views-title" className="mb-4 text-xl font-semibold">
        {T.title}
      </h2>
      {rows.length === 0 ? (
        <p className="text-sm text-gray-600">{T.empty}</p>
      ) : (
        <table className="w-full text-left text-sm">
          <thead className="text-gray-500">
            <tr>
              <th className="py-1">{T.columns.page}</th>
              <th className="py-1 text-right">{T.columns.views}</th>
              <th className="py-1 text-right">{T.columns.uniqueVisitors}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.path} className="border-t">
                <td className="py-1 font-mono">{r.path}</td>
                <td className="py-1 text-right">{r.views}</td>
                <td className="py-1 text-right">{r.uniqueVisitors}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
