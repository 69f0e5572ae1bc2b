import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { legacyTabUrl } from "../domain/admin/panel-tabs";

/** /admin/management opens the default tab; an old `?tab=x` link opens that tab's route. */
export const loader = ({ request }: LoaderFunctionArgs) => redirect(legacyTabUrl(new URL(request.url).searchParams));
