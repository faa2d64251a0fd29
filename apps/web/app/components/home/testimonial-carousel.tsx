import type { Testimonial } from "@investar/contract/pages/site-content";
import { useI18n } from "../../i18n/page-locale.ts";
import { StaffTextList } from "../i18n/staff-text.tsx";
import { ChevronIcon } from "./banner-carousel.tsx";
import { TestimonialCard } from "./testimonial-card.tsx";
import { DialogClose } from "../dialog-close.tsx";

/**
 * The six customer stories (docs/business-rules.md#testimonial-dialog Dialogs): a scroll-snap strip (swipeable without script) whose arrows
 * and 'Read More' dialogs are wired by the page's enhancement script. The dialogs are native <dialog>
 * elements: the browser traps focus in them and closes them with Escape.
 */
export function TestimonialCarousel({ testimonials }: { testimonials: Testimonial[] }) {
  const { language } = useI18n();
  const count = testimonials.length;
  if (count === 0) return null;
  return (
    <>
      <section className="testimonials" aria-roledescription="carousel" aria-label="Customer testimonials" data-strip="">
        <section
          className="testimonials__viewport"
          // A keyboard-scrollable strip: a named region (a plain div may not carry a name).
          tabIndex={0}
          aria-label="Testimonials, scroll sideways for more"
          data-strip-track=""
          id="testimonial-track"
        >
          {testimonials.map((testimonial, i) => (
            <div
              key={testimonial.id}
              className="testimonials__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}`}
            >
              <TestimonialCard testimonial={testimonial} pageLanguage={language} />
            </div>
          ))}
        </section>
        <div className="testimonials__controls">
          <StripArrow step="prev" />
          <p className="testimonials__status" aria-live="polite" aria-atomic="true" data-strip-status="">
            1 / {count}
          </p>
          <StripArrow step="next" />
        </div>
      </section>

      {testimonials.map((testimonial) => (
        <dialog
          key={testimonial.id}
          id={`testimonial-${testimonial.id}`}
          className="dialog testimonial-dialog"
          aria-labelledby={`testimonial-title-${testimonial.id}`}
        >
          <h2 className="dialog__title" id={`testimonial-title-${testimonial.id}`}>
            {testimonial.author}
          </h2>
          <p className="testimonial-dialog__meta">
            <StaffTextList texts={[testimonial.occupation, testimonial.place]} pageLanguage={language} />
          </p>
          <div className="testimonial-dialog__body" lang={testimonial.body.lang === language ? undefined : testimonial.body.lang}>
            {testimonial.body.text
              .split(/\n\s*\n/u)
              .filter((paragraph) => paragraph.trim() !== "")
              .map((paragraph, i) => (
                <p key={i}>{paragraph.trim()}</p>
              ))}
          </div>
          <DialogClose look="primary" />
        </dialog>
      ))}
    </>
  );
}

/** enhance/static-page.js moves the strip one card per press of data-strip-prev / data-strip-next. */
function StripArrow({ step }: { step: "prev" | "next" }) {
  return (
    <button
      type="button"
      className="carousel-arrow"
      aria-label={step === "prev" ? "Previous testimonial" : "Next testimonial"}
      aria-controls="testimonial-track"
      {...{ [`data-strip-${step}`]: "" }}
    >
      <ChevronIcon direction={step === "prev" ? "left" : "right"} />
    </button>
  );
}
