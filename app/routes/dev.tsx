import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";

export const meta: MetaFunction = () => [{ title: "Developer index" }];

/**
 * An index of links only: every linked page keeps its own access rules. Served in local
 * development only (ENVIRONMENT=development, the default env of wrangler.toml); elsewhere 404.
 */
export function loader({ context }: LoaderFunctionArgs) {
  if (context.env.ENVIRONMENT !== "development") throw new Response("Not Found", { status: 404 });
  return { slug: context.env.DEFAULT_COMPANY_SLUG ?? "demo" };
}

export default function Dev() {
  const { slug } = useLoaderData<typeof loader>();
  const groups: Array<{ title: string; links: Array<[string, string]> }> = [
    {
      title: "Public (access code)",
      links: [
        [`/public/${slug}`, "Landing page"],
        [`/public/${slug}/timeline`, "Timeline"],
        [`/public/${slug}/pitch-deck`, "Pitch Deck Chat"],
        [`/public/${slug}/videos`, "Videos"],
      ],
    },
    {
      title: "Admin (sign-in)",
      links: [
        ["/admin/login", "Login"],
        ["/admin/dashboard", "Dashboard"],
        ["/admin/management", "Admin Panel"],
        ["/admin/management/interviews", "Founder interviews (links to /interview/{token})"],
        ["/admin/sales-metrics", "Sales Metrics"],
        ["/admin/costs", "Monthly Costs"],
      ],
    },
    {
      title: "Financial (sign-in)",
      links: [
        ["/numbers", "Financial Dashboard"],
        ["/monthly-costs", "Monthly Costs"],
        ["/report", "Report"],
        ["/forecast", "Forecast"],
        ["/sales-input", "Sales Input"],
      ],
    },
    {
      title: "AI chats (sign-in)",
      links: [
        ["/pitch-deck-chat", "VC Investment Analysis Chat"],
        ["/forecast-chat", "Forecast Chat"],
      ],
    },
    {
      title: "Legacy aliases",
      links: [
        ["/admin/numbers", "/admin/numbers"],
        ["/admin/forecast", "/admin/forecast"],
        ["/admin/report", "/admin/report"],
        ["/dashboard", "/dashboard"],
        ["/admin/panel", "/admin/panel"],
      ],
    },
  ];
  return (
    <main className="mx-auto max-w-5xl p-6">
      <div className="mb-6 rounded-md border border-amber-300 bg-amber-50 px-4 py-2 text-sm font-semibold text-amber-800">
        Developer Mode
      </div>
      <h1 className="mb-2 text-3xl font-bold">Developer index</h1>
      <p className="mb-6 text-gray-600">
        Links to every screen. Each page applies its own access rules: sign-in for admin and financial tools,
        the access code for the public pages.
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        {groups.map((g) => (
          <section key={g.title} className="rounded-lg border bg-white p-4 shadow-sm">
            <h2 className="mb-2 font-semibold">{g.title}</h2>
            <ul className="space-y-1">
              {g.links.map(([to, label]) => (
                <li key={to}>
                  <Link to={to} className="text-blue-600 hover:underline">
                    {label}
                  </Link>{" "}
                  <code className="text-xs text-gray-500">{to}</code>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <section className="mt-6 rounded-lg border bg-white p-4">
        <h2 className="mb-1 font-semibold">About the agent</h2>
        <p className="text-gray-700">
          Your AI Data &amp; E-commerce Agent tracks, analyzes, reports and optimizes digital activity, gives
          real-time insights, proactive notifications and AI recommendations, and lets users chat with their
          connected web data sources.
        </p>
      </section>
    </main>
  );
}
