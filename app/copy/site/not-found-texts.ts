/** The 404 page's words (the React screen and the resource routes' HTML document alike). */
import type { NotFoundTexts } from "../../domain/site/not-found";

export const NOT_FOUND_TEXTS = {
  language: "en",
  title: "Page not found",
  heading: "404",
  message: "Oops! Page not found",
  home: "Return to Home",
} as const satisfies NotFoundTexts;
