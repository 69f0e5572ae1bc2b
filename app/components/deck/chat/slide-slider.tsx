import { Link } from "@remix-run/react";
import { type TouchEvent, useEffect, useRef, useState } from "react";

import { SLIDE_SLIDER_TEXTS, slideQuestion } from "../../../copy/deck/chat-texts";
import { PAGE_VIEWER_TEXTS, pageQuestion, VIEWER_CONTROL_TEXTS } from "../../../copy/deck/viewer-texts";
import { RECORDING_NOTICE } from "../../../copy/site/texts";
import { pageImageUrl, swipeStep, viewerKeyStep } from "../../../domain/deck/viewer";
import { WatermarkOverlay } from "../../ui/watermark";
import { useHydrated } from "../../use-hydrated";
import { usePageBeacon } from "../page-beacon";
import { AskButton } from "./chat-card";

/** A slide image, or a page of the live PDF (`src` is then its page image). */
export type SliderSlide = { id: string; name: string; slideNumber: number; src?: string };

export type SliderTexts = {
  title: string;
  show: string;
  hide: string;
  previous: string;
  next: string;
  ask: string;
  empty: string;
  loading: string;
};

/**
 * The Visual Pitch Deck slider (docs/product.md#pitch-deck-chat): shown or hidden (starts shown), counter 'n / total',
 * previous / next, and 'ask about this slide'. Images come through /documents/{id}. Without
 * JavaScript, `?slide=n` and `?slides=hidden` do the same through links. The same viewer shows
 * a PDF deck page by page (`question` then asks about a page); arrow keys move when it has focus.
 */
export function SlideSlider({
  slides,
  texts,
  initialIndex,
  initiallyShown,
  language,
  disabled,
  question = slideQuestion,
  testId = "slide-slider",
  onPageChange,
  watermark,
}: {
  slides: SliderSlide[];
  texts: SliderTexts;
  initialIndex: number;
  initiallyShown: boolean;
  language: "en" | "nl";
  disabled?: boolean;
  question?: (n: number, language: "en" | "nl") => string;
  testId?: string;
  /** The page (slide number) now in view; null while the viewer is hidden. */
  onPageChange?: (page: number | null) => void;
  /** The viewer's watermark (ADR 056) over the page shown; none for the team. */
  watermark?: string | null;
}) {
  const [index, setIndex] = useState(Math.min(Math.max(0, initialIndex), Math.max(0, slides.length - 1)));
  const [shown, setShown] = useState(initiallyShown);
  const [loaded, setLoaded] = useState<Record<string, boolean>>({});
  // "api": the Fullscreen API holds the viewer; "css": a fixed overlay where the API is missing (iPhone Safari).
  const [fullscreen, setFullscreen] = useState<false | "api" | "css">(false);
  const hydrated = useHydrated();
  const section = useRef<HTMLElement>(null);
  const image = useRef<HTMLImageElement>(null);
  const touch = useRef<{ x: number; y: number } | null>(null);
  const controls = VIEWER_CONTROL_TEXTS[language];
  const total = slides.length;
  const slide = slides[index];
  const current = shown && slide ? slide.slideNumber : null;
  const srcOf = (s: SliderSlide) => s.src ?? `/documents/${s.id}`;
  useEffect(() => onPageChange?.(current), [current, onPageChange]);
  // A cached image can finish loading before React hydrates and attaches onLoad: ask the element itself.
  const slideId = slide?.id;
  useEffect(() => {
    const img = image.current;
    if (slideId && img?.complete) setLoaded((l) => (l[slideId] ? l : { ...l, [slideId]: true }));
  }, [slideId, shown]);
  const go = (to: number) => (e: { preventDefault: () => void }) => {
    e.preventDefault();
    setIndex((to + total) % total);
  };
  const prev = (index - 1 + total) % total;
  const next = (index + 1) % total;
  // The pages either side are fetched ahead: a page turn then shows the next page at once,
  // not one round trip later.
  useEffect(() => {
    if (!shown || total < 2) return;
    for (const ahead of [slides[next], slides[prev]]) {
      if (ahead) new Image().src = ahead.src ?? `/documents/${ahead.id}`;
    }
  }, [shown, slides, next, prev, total]);
  // ← / → turn the page anywhere on the page, except while typing (e.g. in the chat).
  useEffect(() => {
    if (!shown || total < 2) return;
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
      const target = e.target as HTMLElement | null;
      if (target?.closest?.("input, textarea, select, [contenteditable='true']")) return;
      // Home / End / Page keys keep scrolling the page unless the viewer has focus.
      const arrow = e.key === "ArrowLeft" || e.key === "ArrowRight";
      if (!arrow && !section.current?.contains(target)) return;
      // Two viewers on one page (the members' chat): the focused one turns, else the first.
      const owner =
        target?.closest?.("[aria-roledescription='carousel']") ??
        document.querySelector("[aria-roledescription='carousel']");
      if (owner !== section.current) return;
      if (viewerKeyStep(e.key, 0, total) === null) return;
      e.preventDefault();
      setIndex((i) => viewerKeyStep(e.key, i, total) ?? i);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [shown, total]);
  useEffect(() => {
    const onChange = () =>
      setFullscreen((f) =>
        document.fullscreenElement === section.current ? "api" : f === "css" ? "css" : false,
      );
    document.addEventListener("fullscreenchange", onChange);
    return () => document.removeEventListener("fullscreenchange", onChange);
  }, []);
  useEffect(() => {
    if (fullscreen !== "css") return;
    const onKey = (e: globalThis.KeyboardEvent) => e.key === "Escape" && setFullscreen(false);
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [fullscreen]);
  const toggleFullscreen = async () => {
    if (fullscreen === "api") return void (await document.exitFullscreen().catch(() => setFullscreen(false)));
    if (fullscreen === "css") return setFullscreen(false);
    const el = section.current;
    if (el?.requestFullscreen && document.fullscreenEnabled) {
      try {
        await el.requestFullscreen({ navigationUI: "hide" });
        return setFullscreen("api");
      } catch {
        // Refused (an iframe without allowfullscreen, a browser setting): the overlay instead.
      }
    }
    setFullscreen("css");
  };
  const onTouchStart = (e: TouchEvent<HTMLElement>) => {
    touch.current = e.touches.length === 1 ? { x: e.touches[0].clientX, y: e.touches[0].clientY } : null;
  };
  const onTouchEnd = (e: TouchEvent<HTMLElement>) => {
    const start = touch.current;
    touch.current = null;
    const end = e.changedTouches[0];
    if (!start || !end) return;
    const to = swipeStep(end.clientX - start.x, end.clientY - start.y, index, total);
    if (to !== null) setIndex(to);
  };
  const button = "rounded-md border bg-white px-3 py-1.5 text-sm hover:bg-gray-100";
  const full = fullscreen !== false;
  return (
    <section
      ref={section}
      aria-labelledby="slider-heading"
      aria-roledescription="carousel"
      className={`${full ? "fixed inset-0 z-50 flex flex-col overflow-auto bg-gray-900 p-2 text-white" : "border-y bg-white p-2 shadow-sm sm:rounded-xl sm:border sm:p-4"} focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-500`}
      data-testid={testId}
      data-fullscreen={fullscreen || undefined}
      tabIndex={0}
    >
      <div className="mb-2 flex items-center justify-between gap-2 px-1 sm:mb-3 sm:px-0">
        <h2 id="slider-heading" className="font-semibold">
          {texts.title}
        </h2>
        <div className="flex shrink-0 gap-2 whitespace-nowrap">
          {shown && slide ? (
            hydrated ? (
              <button
                type="button"
                onClick={toggleFullscreen}
                className={`${button} text-gray-900`}
                aria-pressed={full}
                data-testid="viewer-fullscreen"
              >
                {full ? controls.exitFullscreen : controls.fullscreen}
              </button>
            ) : (
              <a
                href={srcOf(slide)}
                className={button}
                target="_blank"
                rel="noreferrer"
                data-testid="viewer-fullscreen"
              >
                {controls.openImage}
              </a>
            )
          ) : null}
          {full ? null : (
            <Link
              to={shown ? "?slides=hidden" : "?slides=shown"}
              preventScrollReset
              replace
              onClick={(e) => {
                e.preventDefault();
                setShown((s) => !s);
              }}
              className={button}
              aria-expanded={shown}
            >
              {shown ? texts.hide : texts.show}
            </Link>
          )}
        </div>
      </div>
      {!shown ? null : !slide ? (
        <p className="text-sm text-gray-500">{texts.empty}</p>
      ) : (
        <div className={full ? "flex min-h-0 flex-1 flex-col" : undefined}>
          <div
            className={`relative flex items-center justify-center overflow-hidden rounded-lg ${full ? "min-h-0 flex-1 bg-gray-900" : "aspect-video bg-gray-100"}`}
            onTouchStart={onTouchStart}
            onTouchEnd={onTouchEnd}
            data-testid="viewer-stage"
          >
            {hydrated && !loaded[slide.id] ? (
              <p className="absolute text-sm text-gray-500" data-testid="viewer-loading">
                {texts.loading}
              </p>
            ) : null}
            <img
              ref={image}
              key={slide.id}
              src={srcOf(slide)}
              alt={`${slide.name} (${slide.slideNumber} / ${total})`}
              className="h-full w-full object-contain"
              // The page shown is the screen's largest paint: fetched before the scripts. React 18
              // passes a lowercase attribute through as is.
              {...{ fetchpriority: "high" }}
              onLoad={() => setLoaded((l) => ({ ...l, [slide.id]: true }))}
              onError={() => setLoaded((l) => ({ ...l, [slide.id]: true }))}
            />
            {watermark ? <WatermarkOverlay text={watermark} testId="deck-watermark" /> : null}
          </div>
          {watermark ? (
            <p
              className={`mt-1 px-1 text-xs sm:px-0 ${full ? "text-gray-200" : "text-gray-600"}`}
              data-testid="deck-watermark-caption"
            >
              {controls.watermark}: {watermark}
            </p>
          ) : null}
          <div className="mt-2 flex flex-wrap items-center justify-between gap-2 sm:mt-3">
            <Link
              to={`?slide=${prev + 1}`}
              preventScrollReset
              replace
              onClick={go(prev)}
              className={`${button} text-gray-900`}
              aria-label={texts.previous}
            >
              ← {texts.previous}
            </Link>
            <span
              aria-live="polite"
              className={`text-sm ${full ? "text-gray-200" : "text-gray-600"}`}
              data-testid="slide-counter"
            >
              {slide.slideNumber} / {total}
            </span>
            <Link
              to={`?slide=${next + 1}`}
              preventScrollReset
              replace
              onClick={go(next)}
              className={`${button} text-gray-900`}
              aria-label={texts.next}
            >
              {texts.next} →
            </Link>
          </div>
          {total > 1 ? (
            <nav
              aria-label={controls.thumbnails}
              className="mt-2 overflow-x-auto sm:mt-3"
              data-testid="viewer-thumbnails"
            >
              <ol className="flex gap-2 pb-1">
                {slides.map((s, i) => (
                  <li key={s.id} className="shrink-0">
                    <Link
                      to={`?slide=${i + 1}`}
                      preventScrollReset
                      replace
                      onClick={go(i)}
                      aria-label={controls.goTo.replace("{n}", s.name)}
                      aria-current={i === index ? "page" : undefined}
                      className={`block w-20 overflow-hidden rounded border-2 ${i === index ? "border-blue-600" : "border-transparent hover:border-gray-300"}`}
                    >
                      <img
                        src={srcOf(s)}
                        alt=""
                        loading="lazy"
                        decoding="async"
                        className="aspect-video w-full bg-gray-100 object-contain"
                      />
                    </Link>
                  </li>
                ))}
              </ol>
            </nav>
          ) : null}
          {full ? null : (
            <div className="mt-2 text-center sm:mt-3">
              <AskButton
                question={question(slide.slideNumber, language)}
                disabled={disabled}
                className="rounded-md bg-blue-600 px-3 py-1.5 text-sm font-medium text-white hover:bg-blue-700 disabled:opacity-60"
              >
                {texts.ask.replace("{n}", String(slide.slideNumber))}
              </AskButton>
            </div>
          )}
        </div>
      )}
    </section>
  );
}

/**
 * The live PDF deck page by page: the slider over its page images, asking about a page. With
 * `beaconUrl` the time on each page is sent there (the Investors tab's time per page).
 */
export function DeckPageViewer({
  beaconUrl,
  pdfId,
  pageNumbers,
  audience,
  initialIndex,
  initiallyShown,
  disabled,
  watermark,
}: {
  beaconUrl?: string;
  pdfId: string;
  pageNumbers: number[];
  audience: "public" | "admin";
  initialIndex: number;
  initiallyShown: boolean;
  disabled?: boolean;
  watermark?: string | null;
}) {
  const language = audience === "public" ? "en" : "nl";
  const pageWord = language === "en" ? "Page" : "Pagina";
  const [page, setPage] = useState<number | null>(null);
  usePageBeacon(beaconUrl, pdfId, page);
  const slider = (
    <SlideSlider
      onPageChange={setPage}
      slides={pageNumbers.map((n) => ({
        id: `${pdfId}-${n}`,
        name: `${pageWord} ${n}`,
        slideNumber: n,
        src: pageImageUrl(pdfId, n),
      }))}
      initialIndex={initialIndex}
      initiallyShown={initiallyShown}
      language={language}
      disabled={disabled}
      texts={PAGE_VIEWER_TEXTS[audience]}
      question={pageQuestion}
      testId="page-viewer"
      watermark={watermark}
    />
  );
  if (!beaconUrl) return slider;
  return (
    <div>
      {slider}
      <p className="mt-2 px-2 text-xs text-gray-500 sm:px-0" data-testid="recording-notice">
        {RECORDING_NOTICE[language]}
      </p>
    </div>
  );
}

/** What a chat page's loader gives the viewers (app/server/chat/chat-page.server.ts). */
type ChatPageDeck = {
  pdf: { id: string } | null;
  pages: readonly { pageNumber: number }[];
  slides: SliderSlide[];
  slideIndex: number;
  slidesShown: boolean;
  readiness: { hasImages: boolean; inputDisabled: boolean };
};

/**
 * The props of a chat page's two viewers — the live PDF page by page (`pages`) and the slide
 * images (`slides`) — or null where the page has nothing to show. The public page passes
 * `beaconUrl` to record the time per page and the viewer's `watermark`; the members' page is Dutch.
 */
export function deckViewerProps(
  page: ChatPageDeck,
  audience: "public" | "admin",
  beaconUrl?: string,
  watermark?: string | null,
) {
  const shared = {
    initialIndex: page.slideIndex,
    initiallyShown: page.slidesShown,
    disabled: page.readiness.inputDisabled,
    watermark,
  };
  return {
    pages:
      page.pdf && page.pages.length > 0
        ? {
            ...shared,
            beaconUrl,
            audience,
            pdfId: page.pdf.id,
            pageNumbers: page.pages.map((p) => p.pageNumber),
          }
        : null,
    slides: page.readiness.hasImages
      ? {
          ...shared,
          slides: page.slides,
          language: audience === "public" ? ("en" as const) : ("nl" as const),
          texts: SLIDE_SLIDER_TEXTS[audience],
        }
      : null,
  };
}
