/**
 * The webinar/video entity's enumerations (business-rules.md#webinar-video) and what running a
 * live session adds: a status, a track (which education page lists it) and the Basics series.
 */
export const WEBINAR_LEVELS = ["Beginner", "Intermediate", "Expert"] as const;
export type WebinarLevel = (typeof WEBINAR_LEVELS)[number];

export const WEBINAR_LANGUAGES = ["English", "Hindi"] as const;
export type WebinarLanguage = (typeof WEBINAR_LANGUAGES)[number];

/** Video categories of the product: short how-tos, long walkthroughs, technical analysis in the software. */
export const VIDEO_CATEGORIES = ["ShortVideo", "LongVideo", "TA"] as const;
export type VideoCategory = (typeof VIDEO_CATEGORIES)[number];

/** Stored status; "live" and "ended" also follow from the clock (see effectiveWebinarStatus). */
export const WEBINAR_STATUSES = ["scheduled", "live", "ended", "cancelled"] as const;
export type WebinarStatus = (typeof WEBINAR_STATUSES)[number];

/** Which page lists it: the technical-analysis webinars or the software trainings. */
export const WEBINAR_TRACKS = ["technical-analysis", "software"] as const;
export type WebinarTrack = (typeof WEBINAR_TRACKS)[number];

/** The series IsRegisteredBasicsOfTAWebinars asks about. */
export const BASICS_OF_TA_SERIES = "basics-of-technical-analysis";

/** How a seat was obtained: a free webinar, a paid one free for subscribers, or bought. */
export const SEAT_SOURCES = ["free", "subscriber", "paid"] as const;
export type SeatSource = (typeof SEAT_SOURCES)[number];

export const WEBINAR_FULL_MESSAGE = "This webinar is full.";
export const WEBINAR_OVER_MESSAGE = "This webinar has already taken place; registration is closed.";
export const WEBINAR_CANCELLED_MESSAGE = "This webinar has been cancelled.";
export const WEBINAR_ALREADY_BOOKED_MESSAGE = "You already have a seat in this webinar; it is in My Webinars.";
export const WEBINAR_FREE_FOR_YOU_MESSAGE = "This webinar is free for you: register for it instead of buying it.";
export const WEBINAR_COUPON_REFUSED_MESSAGE = "This coupon code does not apply to this webinar, or its offer has ended.";
