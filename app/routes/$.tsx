import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/cloudflare";

import { NotFoundScreen } from "../components/not-found";
import { NOT_FOUND_TEXTS } from "../copy/site/not-found-texts";
import { aliasTarget } from "../domain/aliases";

export const meta: MetaFunction = () => [{ title: NOT_FOUND_TEXTS.title }];
export const handle = { language: NOT_FOUND_TEXTS.language };

/** An alias URL of the spec (app/domain/aliases.ts) leads to its page; any other path is the 404 screen, the attempt logged. */
export function loader({ request }: LoaderFunctionArgs) {
  const { pathname, search } = new URL(request.url);
  const target = aliasTarget(pathname, search);
  if (target) return redirect(target);
  console.error("404 Error: User attempted to access non-existent route:", pathname);
  throw new Response("Not Found", { status: 404 });
}

/** A form posted to an alias goes on to its page, method and body kept. */
export function action({ request }: ActionFunctionArgs) {
  const { pathname, search } = new URL(request.url);
  const target = aliasTarget(pathname, search);
  if (target) return redirect(target, 307);
  throw new Response("Not Found", { status: 404 });
}

export default function NotFound() {
  return <NotFoundScreen />;
}

export function ErrorBoundary() {
  return <NotFoundScreen />;
}
