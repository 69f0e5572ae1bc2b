import { type LoaderFunctionArgs, redirect } from "@remix-run/cloudflare";

import { firstVisitPath } from "../server/company/setup.server";

/** The default company's public site; on a fresh install the setup page or the sign-in, never a 404. */
export const loader = async ({ context }: LoaderFunctionArgs) =>
  redirect(await firstVisitPath(context.db, context.env.DEFAULT_COMPANY_SLUG));
