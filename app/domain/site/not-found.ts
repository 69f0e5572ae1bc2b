/** The 404 page's words: one page in one language for every path nobody may open. */
export const NOT_FOUND_TEXTS = {
  language: "en",
  title: "Page not found",
  heading: "404",
  message: "Oops! Page not found",
  home: "Return to Home",
} as const;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The 404 page as a whole HTML document, for resource routes (a file nobody may open) that
 * cannot render the React screen: the same title, language and words, with the site's stylesheet.
 */
export function notFoundHtml(stylesheet: string): string {
  const t = NOT_FOUND_TEXTS;
  return `<!DOCTYPE html><html lang="${t.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(t.title)}</title><link rel="stylesheet" href="${escapeHtml(stylesheet)}"></head><body class="min-h-screen bg-gray-50 text-gray-900 antialiased"><main class="flex min-h-screen items-center justify-center bg-gray-100"><div class="text-center"><h1 class="mb-4 text-4xl font-bold">${t.heading}</h1><p class="mb-4 text-xl text-gray-600">${t.message}</p><a href="/" class="text-blue-700 underline hover:text-blue-900">${t.home}</a></div></main></body></html>`;
}
