import { truncateWords } from "@investar/core";
import type { Language } from "@investar/core/i18n/languages";
import type { Testimonial } from "@investar/contract/pages/site-content";
import { StaffText, StaffTextList } from "../i18n/staff-text.tsx";
import { useI18n } from "../../i18n/page-locale.ts";
import { translatedOr } from "../../i18n/translated-or.ts";
import "../../styles/testimonial-card.css";

/** docs/business-rules.md#testimonial-truncation: testimonials are cut to 48 words on the slide; the dialog shows the rest. */
export const TESTIMONIAL_WORDS = 48;

/**
 * One customer story as the home page's carousel shows it: the 48-word excerpt, 'Read More' when it was
 * cut, and who said it. The back office's preview (`preview`) is this same card, with 'Read More' as
 * text because there is no dialog behind it.
 */
export function TestimonialCard({
  testimonial,
  pageLanguage,
  preview = false,
}: {
  testimonial: Testimonial;
  pageLanguage: Language;
  preview?: boolean;
}) {
  const excerpt = truncateWords(testimonial.body.text, TESTIMONIAL_WORDS);
  const readMore = translatedOr(useI18n(), "home.testimonials.readMore", "Read More");
  const authorId = `testimonial-author-${testimonial.id}${preview ? "-preview" : ""}`;
  return (
    <figure className="testimonial card">
      <svg className="testimonial__mark" viewBox="0 0 32 24" width="32" height="24" aria-hidden="true" focusable="false">
        <path d="M0 24V13C0 5 4 1 12 0v5c-4 1-6 4-6 8h6v11zm18 0V13c0-8 4-12 12-13v5c-4 1-6 4-6 8h6v11z" fill="currentColor" />
      </svg>
      <blockquote className="testimonial__quote">
        <p>
          <StaffText text={{ text: excerpt.text, lang: testimonial.body.lang }} pageLanguage={pageLanguage} />
        </p>
      </blockquote>
      {excerpt.truncated && preview ? <span className="testimonial__more">{readMore}</span> : null}
      {excerpt.truncated && !preview ? (
        <button
          type="button"
          className="testimonial__more"
          aria-describedby={authorId}
          aria-haspopup="dialog"
          data-dialog-open={`testimonial-${testimonial.id}`}
        >
          {readMore}
        </button>
      ) : null}
      <figcaption className="testimonial__by">
        <span className="testimonial__author" id={authorId}>
          {testimonial.author}
        </span>
        <span className="testimonial__meta">
          <StaffTextList texts={[testimonial.occupation, testimonial.place]} pageLanguage={pageLanguage} />
        </span>
      </figcaption>
    </figure>
  );
}
