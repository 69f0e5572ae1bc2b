import { Link } from "@remix-run/react";
import { useState } from "react";
import { slideQuestion } from "../../../domain/deck/chat";
import { AskButton, useHydrated } from "./chat-card";

export type SliderSlide = { id: string; name: string; slideNumber: number };

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
 * The Visual Pitch Deck slider (§2): shown or hidden (starts shown), counter 'n / total',
 * previous / next, and 'ask about this slide'. Images come through /documents/{id}. Without
 * JavaScript, `?slide=n` and `?slides=hidden` do the same through links.
 */
export function SlideSlider({
  slides,
  texts,
  initialIndex,
  initiallyShown,
  language,
  disabled,
}: {
  slides: SliderSlide[];
  texts: SliderTexts;
  initialIndex: number;
  initiallyShown: boolean;
  language: "en" | "nl";
  disabled?: boolean;
}) {
  const [index, setIndex] = useState(Math.min(Math.max(0, initialIndex), Math.max(0, slides.length - 1)));
  const [shown, setShown] = useState(initiallyShown);
  const [loaded, setLoaded] = useState<Record<string, boolean>>({});
  const hydrated = useHydrated();
  const total = slides.length;
  const slide = slides[index];
  const go = (to: number) => (e: { preventDefault: () => void }) => {
    e.preventDefault();
    setIndex((to + total) % total);
  };
  const prev = (index - 1 + total) % total;
  const next = (index + 1) % total;
  const button = "rounded-md border bg-white px-3 py-1.5 text-sm hover:bg-gray-100";
  return (
    <section aria-labelledby="slider-heading" className="rounded-xl border bg-white p-4 shadow-sm" data-testid="slide-slider">
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
              src={`/documents/${slide.id}`}
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
            <span className="text-sm text-gray-600" data-testid="slide-counter">
              {slide.slideNumber} / {total}
            </span>
            <Link to={`?slide=${next + 1}`} preventScrollReset replace onClick={go(next)} className={button} aria-label={texts.next}>
              {texts.next} →
            </Link>
          </div>
          <div className="mt-3 text-center">
            <AskButton
              question={slideQuestion(slide.slideNumber, language)}
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
