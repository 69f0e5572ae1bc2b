import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";

export const loader = ({ context }: LoaderFunctionArgs) => redirect(`/public/${context.env.DEFAULT_COMPANY_SLUG}`);
