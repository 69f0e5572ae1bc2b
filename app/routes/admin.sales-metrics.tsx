// The admin dashboard's 'Sales Metrics' button. Until the admin sales dashboard's views (spec
// part 3 §2: overview, trends, funnels, analytics, export) are built, it opens the weekly
// metrics page, where the same weeks are entered and their trends and conversions shown.
import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireMember } from "../server/auth.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireMember(request, context);
  return redirect(`/sales-metrics${new URL(request.url).search}`);
}
