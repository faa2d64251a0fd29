import type { ReactNode } from "react";
import { useI18n } from "../../i18n/page-locale.ts";

/** docs/business-rules.md#banner-autoplay: the home banner advances on its own every 10000 ms. */
export const BANNER_AUTOPLAY_MS = 10_000;

export interface BannerSlide {
  id: string;
  /** Short name used by the slide picker's labels, e.g. "Free trial". */
  name: string;
  content: ReactNode;
}

interface BannerCarouselProps {
  slides: BannerSlide[];
  /** Accessible name of the carousel region. */
  label: string;
}

/**
 * The rotating hero banner (WAI-ARIA APG carousel pattern), rendered on the server with the first slide
 * showing. The page's inline enhancement script (app/enhance/static-page.js) runs it: a plain timeout per
 * slide, paused by the Pause button, by hovering the slides or by keyboard focus inside, never started for
 * visitors who prefer reduced motion; inactive slides are hidden and inert.
 */
export function BannerCarousel({ slides, label }: BannerCarouselProps) {
  const count = slides.length;
  const { t } = useI18n();
  if (count === 0) return null;
  return (
    <section
      className="banner"
      aria-roledescription="carousel"
      aria-label={label}
      tabIndex={0}
      data-carousel=""
      data-autoplay-ms={BANNER_AUTOPLAY_MS}
    >
      <div className="banner__viewport" data-viewport="">
        <div className="banner__track" id="banner-slides" aria-live="off" data-track="">
          {slides.map((slide, i) => (
            <div
              key={slide.id}
              className={i === 0 ? "banner__slide is-active" : "banner__slide"}
              role="group"
              aria-roledescription="slide"
              aria-label={t("carousel.position", { position: i + 1, count })}
              aria-hidden={i === 0 ? undefined : true}
              inert={i !== 0}
              data-slide={slide.id}
            >
              {slide.content}
            </div>
          ))}
        </div>
      </div>
      {count > 1 ? (
        <div className="banner__controls">
          <button type="button" className="banner__rotation" aria-controls="banner-slides" data-toggle="">
            <span data-when-playing="">
              <PauseIcon />
              {t("carousel.pause")}
            </span>
            <span data-when-paused="" hidden>
              <PlayIcon />
              {t("carousel.play")}
            </span>
          </button>
          <button type="button" className="banner__arrow" aria-label={t("carousel.previous")} aria-controls="banner-slides" data-prev="">
            <ChevronIcon direction="left" />
          </button>
          <div className="banner__dots" role="group" aria-label={t("carousel.choose")}>
            {slides.map((slide, i) => (
              <button
                key={slide.id}
                type="button"
                className="banner__dot"
                aria-label={t("carousel.slide", { position: i + 1, name: slide.name })}
                aria-current={i === 0 ? "true" : undefined}
                aria-controls="banner-slides"
                data-goto={i}
              />
            ))}
          </div>
          <button type="button" className="banner__arrow" aria-label={t("carousel.next")} aria-controls="banner-slides" data-next="">
            <ChevronIcon direction="right" />
          </button>
        </div>
      ) : null}
    </section>
  );
}

function PauseIcon() {
  return (
    <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <path d="M4 2h3v12H4zM9 2h3v12H9z" fill="currentColor" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <path d="M4 2l10 6-10 6z" fill="currentColor" />
    </svg>
  );
}

export function ChevronIcon({ direction }: { direction: "left" | "right" }) {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        d={direction === "left" ? "M10 3L5 8l5 5" : "M6 3l5 5-5 5"}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
