/** The 404 page's words (app/copy/site/not-found-texts.ts): one page in one language for every path nobody may open. */
export type NotFoundTexts = {
  language: string;
  title: string;
  heading: string;
  message: string;
  home: string;
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The 404 page as a whole HTML document, for resource routes (a file nobody may open) that
 * cannot render the React screen: the same title, language and words, with the site's stylesheet.
 */
export function notFoundHtml(stylesheet: string, t: NotFoundTexts): string {
  return `<!DOCTYPE html><html lang="${escapeHtml(t.language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(t.title)}</title><link rel="stylesheet" href="${escapeHtml(stylesheet)}"></head><body class="min-h-screen bg-gray-50 text-gray-900 antialiased"><main class="flex min-h-screen items-center justify-center bg-gray-100"><div class="text-center"><h1 class="mb-4 text-4xl font-bold">${escapeHtml(t.heading)}</h1><p class="mb-4 text-xl text-gray-600">${escapeHtml(t.message)}</p><a href="/" class="text-blue-700 underline hover:text-blue-900">${escapeHtml(t.home)}</a></div></main></body></html>`;
}
