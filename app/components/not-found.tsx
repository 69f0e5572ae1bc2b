import { Link } from "@remix-run/react";

import { NOT_FOUND_TEXTS as T } from "../copy/site/not-found-texts";

export function NotFoundScreen() {
  return (
    <main className="flex min-h-screen items-center justify-center bg-gray-100" lang={T.language}>
      <div className="text-center">
        <h1 className="mb-4 text-4xl font-bold">{T.heading}</h1>
        <p className="mb-4 text-xl text-gray-600">{T.message}</p>
        <Link to="/" className="text-blue-700 underline hover:text-blue-900">
          {T.home}
        </Link>
      </div>
    </main>
  );
}
