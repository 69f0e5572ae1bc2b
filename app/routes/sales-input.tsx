// The spec names the weekly metrics page both /sales-input and /sales-metrics: one page.
import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";

export const loader = ({ request }: LoaderFunctionArgs) => redirect(`/sales-metrics${new URL(request.url).search}`);
