import { bigint, boolean, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

export const testimonials = pgTable("testimonials", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  author: text("author").notNull(),
  place: text("place").notNull(),
  occupation: text("occupation").notNull(),
  body: text("body").notNull(),
  /** Hindi twins of the staff-written texts: null until translated (docs/adr/0062-hindi-content-texts.md). */
  placeHi: text("place_hi"),
  occupationHi: text("occupation_hi"),
  bodyHi: text("body_hi"),
  sortOrder: integer("sort_order").notNull().default(0),
  isPublished: boolean("is_published").notNull().default(true),
});

/** The home page's rotating banner (ADR 0027: staff edit it on /admin/site instead of in the page's code). */
export const homeSlides = pgTable("home_slides", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  /** Which illustration sits beside the text (core's HOME_SLIDE_ARTS). */
  art: text("art").notNull(),
  eyebrow: text("eyebrow").notNull(),
  headline: text("headline").notNull(),
  body: text("body").notNull(),
  /** Both or neither: a slide without a link offers the download button instead. */
  linkLabel: text("link_label"),
  linkHref: text("link_href"),
  /** Hindi twins of the staff-written texts: null until translated (docs/adr/0062-hindi-content-texts.md). */
  eyebrowHi: text("eyebrow_hi"),
  headlineHi: text("headline_hi"),
  bodyHi: text("body_hi"),
  linkLabelHi: text("link_label_hi"),
  sortOrder: integer("sort_order").notNull().default(0),
  isActive: boolean("is_active").notNull().default(true),
});

/** Figures the home page counts up to; editable so marketing can move them without a deploy. */
export const siteCounters = pgTable("site_counters", {
  key: text("key").primaryKey(),
  label: text("label").notNull(),
  labelHi: text("label_hi"),
  target: integer("target").notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
});

export const offerBannerContents = pgTable("offer_banner_contents", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  headline: text("headline").notNull(),
  body: text("body").notNull(),
  ctaLabel: text("cta_label").notNull(),
  ctaHref: text("cta_href").notNull(),
  /** Hindi twins of the staff-written texts: null until translated (docs/adr/0062-hindi-content-texts.md). */
  headlineHi: text("headline_hi"),
  bodyHi: text("body_hi"),
  ctaLabelHi: text("cta_label_hi"),
  isActive: boolean("is_active").notNull().default(true),
  startsAt: timestamp("starts_at", { withTimezone: true }),
  endsAt: timestamp("ends_at", { withTimezone: true }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The plan cards on the home and product pages. Prices are minor units (paise). */
export const planShowcase = pgTable("plan_showcase", {
  slug: text("slug").primaryKey(),
  name: text("name").notNull(),
  tagline: text("tagline").notNull(),
  fromMonthlyMinor: bigint("from_monthly_minor", { mode: "number" }).notNull(),
  billingNote: text("billing_note").notNull(),
  features: jsonb("features").$type<string[]>().notNull(),
  /** Hindi twins: null until translated (docs/adr/0062-hindi-content-texts.md); the features as a whole list. */
  taglineHi: text("tagline_hi"),
  billingNoteHi: text("billing_note_hi"),
  featuresHi: jsonb("features_hi").$type<string[]>(),
  isHighlighted: boolean("is_highlighted").notNull().default(false),
  sortOrder: integer("sort_order").notNull().default(0),
});
