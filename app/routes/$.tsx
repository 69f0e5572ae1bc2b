import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { NotFoundScreen } from "../components/not-found";
import { NOT_FOUND_TEXTS } from "../domain/site/not-found";

export const meta: MetaFunction = () => [{ title: NOT_FOUND_TEXTS.title }];
export const handle = { language: NOT_FOUND_TEXTS.language };

/** Any unknown path: the 404 screen with status 404, and the attempted path logged. */
export function loader({ request }: LoaderFunctionArgs) {
  const { pathname } = new URL(request.url);
  console.error("404 Error: User attempted to access non-existent route:", pathname);
  throw new Response("Not Found", { status: 404 });
}

export default function NotFound() {
  return <NotFoundScreen />;
}

export function ErrorBoundary() {
  return <NotFoundScreen />;
}
