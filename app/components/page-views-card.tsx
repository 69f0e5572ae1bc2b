export type PageViewRow = { path: string; views: number; uniqueVisitors: number };

/** Views per public page in the last 30 days (recorded by the public loaders). */
export function PageViewsCard({ rows }: { rows: PageViewRow[] }) {
  return (
    <section className="rounded-xl border bg-white p-6 shadow-sm" aria-labelledby="page-views-title">
      <h2 id="page-views-title" className="mb-4 text-xl font-semibold">
        Page views (last 30 days)
      </h2>
      {rows.length === 0 ? (
        <p className="text-sm text-gray-600">No page views yet.</p>
      ) : (
        <table className="w-full text-left text-sm">
          <thead className="text-gray-500">
            <tr>
              <th className="py-1">Page</th>
              <th className="py-1 text-right">Views</th>
              <th className="py-1 text-right">Unique visitors</th>
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
