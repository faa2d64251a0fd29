import { schema } from "@investar/db";

const t = schema.testimonials;

/** What the back office (and the audit row) shows of a testimonial. */
export const adminTestimonialColumns = {
  id: t.id,
  author: t.author,
  place: t.place,
  occupation: t.occupation,
  body: t.body,
  placeHi: t.placeHi,
  occupationHi: t.occupationHi,
  bodyHi: t.bodyHi,
  order: t.sortOrder,
  active: t.isPublished,
};
