import { Link } from "@remix-run/react";

export function NotFoundScreen() {
  return (
    <main className="flex min-h-screen items-center justify-center bg-gray-100">
      <div className="text-center">
        <h1 className="mb-4 text-4xl font-bold">404</h1>
        <p className="mb-4 text-xl text-gray-600">Oops! Page not found</p>
        <Link to="/" className="text-blue-700 underline hover:text-blue-900">
          Return to Home
        </Link>
      </div>
    </main>
  );
}
