/** Webinars and training videos (ADR 0017): enumerations, timing and pricing rules. */
export * from "./webinar-fields.ts";
export * from "./webinar-timing.ts";
export * from "./webinar-price.ts";
export * from "./webinar-input.ts";
export * from "./webinar-display.ts";
export * from "./video-embed.ts";
