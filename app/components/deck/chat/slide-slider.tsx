import { Link } from "@remix-run/react";
import { useEffect, useState, type KeyboardEvent } from "react";
import { SLIDE_SLIDER_TEXTS, slideQuestion } from "../../../domain/deck/chat";
import { PAGE_VIEWER_TEXTS, pageImageUrl, pageQuestion, viewerKeyStep } from "../../../domain/deck/viewer";
import { AskButton } from "./chat-card";
import { useHydrated } from "../../use-hydrated";
import { usePageBeacon } from "../page-beacon";
import { RECORDING_NOTICE } from "../../../domain/site/texts";

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
}) {
  const [index, setIndex] = useState(Math.min(Math.max(0, initialIndex), Math.max(0, slides.length - 1)));
  const [shown, setShown] = useState(initiallyShown);
  const [loaded, setLoaded] = useState<Record<string, boolean>>({});
  const hydrated = useHydrated();
  const total = slides.length;
  const slide = slides[index];
  const current = shown && slide ? slide.slideNumber : null;
  useEffect(() => onPageChange?.(current), [current, onPageChange]);
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
  const button = "rounded-md border bg-white px-3 py-1.5 text-sm hover:bg-gray-100";
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    const target = e.target as HTMLElement;
    if (target.closest("input, textarea, select, [contenteditable='true']")) return;
    const to = viewerKeyStep(e.key, index, total);
    if (to === null) return;
    e.preventDefault();
    setIndex(to);
  };
  return (
    <section
      aria-labelledby="slider-heading"
      aria-roledescription="carousel"
      className="rounded-xl border bg-white p-4 shadow-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-500"
      data-testid={testId}
      tabIndex={0}
      onKeyDown={onKeyDown}
    >
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 id="slider-heading" className="font-semibold">
          {texts.title}
        </h2>
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
      </div>
      {!shown ? null : !slide ? (
        <p className="text-sm text-gray-500">{texts.empty}</p>
      ) : (
        <div>
          <div className="relative flex aspect-video items-center justify-center overflow-hidden rounded-lg bg-gray-100">
            {hydrated && !loaded[slide.id] ? <p className="absolute text-sm text-gray-500">{texts.loading}</p> : null}
            <img
              key={slide.id}
              src={slide.src ?? `/documents/${slide.id}`}
              alt={`${slide.name} (${slide.slideNumber} / ${total})`}
              className="max-h-full max-w-full object-contain"
              onLoad={() => setLoaded((l) => ({ ...l, [slide.id]: true }))}
              onError={() => setLoaded((l) => ({ ...l, [slide.id]: true }))}
            />
          </div>
          <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
            <Link to={`?slide=${prev + 1}`} preventScrollReset replace onClick={go(prev)} className={button} aria-label={texts.previous}>
              ← {texts.previous}
            </Link>
            <span aria-live="polite" className="text-sm text-gray-600" data-testid="slide-counter">
              {slide.slideNumber} / {total}
            </span>
            <Link to={`?slide=${next + 1}`} preventScrollReset replace onClick={go(next)} className={button} aria-label={texts.next}>
              {texts.next} →
            </Link>
          </div>
          <div className="mt-3 text-center">
            <AskButton
              question={question(slide.slideNumber, language)}
              disabled={disabled}
              className="rounded-md bg-blue-600 px-3 py-1.5 text-sm font-medium text-white hover:bg-blue-700 disabled:opacity-60"
            >
              {texts.ask.replace("{n}", String(slide.slideNumber))}
            </AskButton>
          </div>
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
}: {
  beaconUrl?: string;
  pdfId: string;
  pageNumbers: number[];
  audience: "public" | "admin";
  initialIndex: number;
  initiallyShown: boolean;
  disabled?: boolean;
}) {
  const language = audience === "public" ? "en" : "nl";
  const pageWord = language === "en" ? "Page" : "Pagina";
  const [page, setPage] = useState<number | null>(null);
  usePageBeacon(beaconUrl, pdfId, page);
  const slider = (
    <SlideSlider
      onPageChange={setPage}
      slides={pageNumbers.map((n) => ({ id: `${pdfId}-${n}`, name: `${pageWord} ${n}`, slideNumber: n, src: pageImageUrl(pdfId, n) }))}
      initialIndex={initialIndex}
      initiallyShown={initiallyShown}
      language={language}
      disabled={disabled}
      texts={PAGE_VIEWER_TEXTS[audience]}
      question={pageQuestion}
      testId="page-viewer"
    />
  );
  if (!beaconUrl) return slider;
  return (
    <div>
      {slider}
      <p className="mt-2 text-xs text-gray-500" data-testid="recording-notice">
        {RECORDING_NOTICE[language]}
      </p>
    </div>
  );
}

/** What a chat page's loader gives the viewers (app/server/chat-page.server.ts). */
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
 * `beaconUrl` to record the time per page; the members' page is Dutch.
 */
export function deckViewerProps(page: ChatPageDeck, audience: "public" | "admin", beaconUrl?: string) {
  const shared = { initialIndex: page.slideIndex, initiallyShown: page.slidesShown, disabled: page.readiness.inputDisabled };
  return {
    pages: page.pdf && page.pages.length > 0 ? { ...shared, beaconUrl, audience, pdfId: page.pdf.id, pageNumbers: page.pages.map((p) => p.pageNumber) } : null,
    slides: page.readiness.hasImages ? { ...shared, slides: page.slides, language: audience === "public" ? ("en" as const) : ("nl" as const), texts: SLIDE_SLIDER_TEXTS[audience] } : null,
  };
}
