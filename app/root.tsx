import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useMatches,
  useRouteError,
} from "@remix-run/react";
import type { ReactNode } from "react";

import { useNonce } from "./components/nonce";
import { NotFoundScreen } from "./components/not-found";
import { Toaster } from "./components/ui/toaster";
import { readToast } from "./server/platform/toast.server";
import stylesheet from "./tailwind.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

// A page without a title of its own: the platform's name, never one company's tagline.
export const meta: MetaFunction = () => [{ title: "Investor relations" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { toast, setCookie } = await readToast(context, request);
  return data({ toast }, setCookie ? { headers: { "Set-Cookie": setCookie } } : undefined);
}

/**
 * The language of the page in view, for `<html lang>`: a route's `handle.language`, else English
 * for the investors' pages under /public, else Dutch (the members' screens).
 */
function usePageLanguage(): "en" | "nl" {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const language = (matches[i].handle as { language?: unknown } | undefined)?.language;
    if (language === "en" || language === "nl") return language;
  }
  return matches.some((m) => m.pathname.startsWith("/public/")) ? "en" : "nl";
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang={usePageLanguage()}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-gray-50 text-gray-900 antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const { toast } = useLoaderData<typeof loader>();
  return (
    <>
      <Toaster toast={toast} />
      <Outlet />
    </>
  );
}

function messageOf(body: unknown): string | null {
  return typeof body === "object" &&
    body !== null &&
    typeof (body as { message?: unknown }).message === "string"
    ? (body as { message: string }).message
    : null;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  // A 4xx thrown with `data({ message })` (an unreadable form, a forged period) shows its own words.
  const told = isRouteErrorResponse(error) ? messageOf(error.data) : null;
  const message = isRouteErrorResponse(error)
    ? told
      ? `${error.status} — ${told}`
      : `${error.status} ${error.statusText}`
    : // An error's own message may carry internals (SQL, a stack): the log has it, the page general words.
      "Something went wrong. Please try again.";
  if (!isRouteErrorResponse(error)) console.error({ event: "render-error", error });
  return (
    <main className="mx-auto max-w-2xl p-8">
      <h2 className="mb-2 text-2xl font-bold text-red-700">Unexpected Application Error!</h2>
      <h3 className="mb-4 italic text-gray-700">{message}</h3>
      <a href="/" className="text-blue-600 underline">
        Return to Home
      </a>
    </main>
  );
}
