/** Zod shapes shared by the back office's home page content calls (slides, testimonials, offer banner, counters). */
import { z } from "zod";
import { HOME_SLIDE_ARTS } from "@investar/core";
import { jsonId } from "../parts/schema-parts.ts";

/** A required text field whose messages name it (ADR 0019: shown beside the field). */
export const text = (what: string, max: number) =>
  z
    .string({ error: `Please enter the ${what}.` })
    .trim()
    .min(1, `Please enter the ${what}.`)
    .max(max, `The ${what} has at most ${max} characters.`);

const hindiTwin = z.string().nullable();

export const offerBanner = z.object({
  id: z.number().int(),
  headline: z.string(),
  body: z.string(),
  ctaLabel: z.string(),
  ctaHref: z.string(),
  headlineHi: hindiTwin,
  bodyHi: hindiTwin,
  ctaLabelHi: hindiTwin,
});

/** An optional text: blank means none (the form sends what the admin left empty). */
export const optionalText = (what: string, max: number) =>
  z
    .string({ error: `The ${what} is text.` })
    .trim()
    .max(max, `The ${what} has at most ${max} characters.`)
    .nullable()
    .default(null)
    .transform((value) => (value === "" ? null : value));

/**
 * The Hindi twin of a staff text (docs/adr/0062-hindi-content-texts.md): optional, blank means "not translated"
 * (the page then shows the English, marked lang="en"), and no longer than the English field may be.
 */
export const hindiText = (what: string, max: number) => optionalText(`${what} in Hindi`, max);

/** Where the item sits among the others (1 first); ties keep the order they were made in. */
const order = z
  .number({ error: "Enter the position as a whole number." })
  .int("Enter the position as a whole number.")
  .min(1, "The position starts at 1.")
  .max(1000, "That position is too large.");
const active = z.boolean({ error: "active is true or false." });
/** Absent: a new item; present: the one to change. */
const id = jsonId("id").optional();

export const idBody = z.object({ id: jsonId("id") });
export const deleted = z.object({ deleted: z.literal(true) });

export const homeSlideBody = z.object({
  id,
  art: z.enum(HOME_SLIDE_ARTS, { error: `Choose a picture: ${HOME_SLIDE_ARTS.join(", ")}.` }),
  eyebrow: text("eyebrow", 80),
  headline: text("headline", 120),
  body: text("text", 400),
  linkLabel: optionalText("link's label", 40),
  linkHref: optionalText("link", 500),
  eyebrowHi: hindiText("eyebrow", 80),
  headlineHi: hindiText("headline", 120),
  bodyHi: hindiText("text", 400),
  linkLabelHi: hindiText("link's label", 40),
  order,
  active,
});

export const adminHomeSlide = z.object({
  id: z.number().int(),
  art: z.enum(HOME_SLIDE_ARTS),
  eyebrow: z.string(),
  headline: z.string(),
  body: z.string(),
  linkLabel: z.string().nullable(),
  linkHref: z.string().nullable(),
  eyebrowHi: hindiTwin,
  headlineHi: hindiTwin,
  bodyHi: hindiTwin,
  linkLabelHi: hindiTwin,
  order: z.number().int(),
  active: z.boolean(),
});

export const testimonialBody = z.object({
  id,
  author: text("name", 80),
  place: text("place", 80),
  occupation: optionalText("occupation", 120),
  body: text("testimonial", 3000),
  placeHi: hindiText("place", 80),
  occupationHi: hindiText("occupation", 120),
  bodyHi: hindiText("testimonial", 3000),
  order,
  active,
});

export const adminTestimonial = z.object({
  id: z.number().int(),
  author: z.string(),
  place: z.string(),
  occupation: z.string(),
  body: z.string(),
  placeHi: hindiTwin,
  occupationHi: hindiTwin,
  bodyHi: hindiTwin,
  order: z.number().int(),
  active: z.boolean(),
});
