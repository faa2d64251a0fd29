import { currencyDecimals, type Currency } from "../money.ts";
import { isIsoDate, type IsoDate } from "../pricing/dates.ts";
import type { VideoCategory, WebinarLanguage, WebinarLevel, WebinarTrack } from "./webinar-fields.ts";

/** What staff enter for a webinar or video (admin form and education/SaveWebinar); money in currency units. */
export interface WebinarInput {
  track: WebinarTrack;
  isVideo: boolean;
  title: string;
  description: string;
  /** The Hindi title and description; empty until staff translate them (docs/adr/0062-hindi-content-texts.md). */
  titleHi: string;
  descriptionHi: string;
  prerequisite: string;
  durationMinutes: number;
  presenter: string;
  aboutPresenter: string;
  level: WebinarLevel;
  language: WebinarLanguage;
  category: VideoCategory | null;
  thumbnailUrl: string;
  videoId: string;
  /** ISO date-time with its offset; a video's is its publication time. */
  dateTime: string;
  isPaidWebinar: boolean;
  inrAmount: number;
  usdAmount: number;
  discount: number | null;
  discountEndDate: IsoDate | null;
  couponCode: string;
  seatLimit: number | null;
  joinUrl: string;
  series: string | null;
}

export const WEBINAR_TEXT_LIMITS = {
  title: 150,
  description: 4000,
  titleHi: 150,
  descriptionHi: 4000,
  prerequisite: 500,
  presenter: 100,
  aboutPresenter: 1000,
  couponCode: 30,
} as const;
export const MAX_DURATION_MINUTES = 600;
export const MAX_SEAT_LIMIT = 100_000;

/** The provider's video ids: 11 characters of letters, digits, "-" and "_". */
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const COUPON = /^[A-Za-z0-9]+$/;
const SERIES = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Currency units → minor units, or null when the amount has more decimals than the currency charges. */
export function exactUnitsToMinor(units: number, currency: Currency): number | null {
  const minor = Math.round(units * 100);
  const step = 10 ** (2 - currencyDecimals[currency]);
  if (!Number.isSafeInteger(minor) || Math.abs(minor - units * 100) > 1e-6 || minor % step !== 0) return null;
  return minor;
}

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
}

/** A thumbnail is one of our own files ("/…") or an https address. */
const isThumbnail = (value: string) => (value.startsWith("/") && !value.startsWith("//")) || isHttpsUrl(value);

/**
 * Every rule a webinar or video must meet, as field → message; empty when it may be saved. The same
 * function runs in the admin form and in the API, so both say the same thing.
 */
export function checkWebinarInput(input: WebinarInput): Record<string, string> {
  const errors: Record<string, string> = {};
  const text = (field: keyof typeof WEBINAR_TEXT_LIMITS, value: string, label: string, required = false) => {
    if (required && !value.trim()) errors[field] = `${label} is required.`;
    else if (value.length > WEBINAR_TEXT_LIMITS[field])
      errors[field] = `${label} can have at most ${WEBINAR_TEXT_LIMITS[field]} characters.`;
  };
  text("title", input.title, "The title", true);
  text("description", input.description, "The description");
  text("titleHi", input.titleHi, "The title in Hindi");
  text("descriptionHi", input.descriptionHi, "The description in Hindi");
  text("prerequisite", input.prerequisite, "The prerequisite");
  text("presenter", input.presenter, "The presenter", !input.isVideo);
  text("aboutPresenter", input.aboutPresenter, "About the presenter");
  if (!Number.isInteger(input.durationMinutes) || input.durationMinutes < 1 || input.durationMinutes > MAX_DURATION_MINUTES) {
    errors.durationMinutes = `The duration must be a whole number of minutes from 1 to ${MAX_DURATION_MINUTES}.`;
  }
  if (Number.isNaN(Date.parse(input.dateTime)) || !/[zZ]|[+-]\d\d:\d\d$/.test(input.dateTime))
    errors.dateTime = "Enter the date and time with its time zone.";
  if (input.isVideo) {
    if (!VIDEO_ID.test(input.videoId)) errors.videoId = "A video needs the provider's 11-character video id.";
    if (!input.category) errors.category = "A video needs a category.";
  } else if (input.videoId && !VIDEO_ID.test(input.videoId)) {
    errors.videoId = "The video id has 11 letters, digits, '-' or '_'.";
  }
  if (input.thumbnailUrl && !isThumbnail(input.thumbnailUrl))
    errors.thumbnailUrl = "The thumbnail must be an https address or a path on this site.";
  if (input.joinUrl && !isHttpsUrl(input.joinUrl)) errors.joinUrl = "The join link must be an https address.";
  checkPrices(input, errors);
  if (input.seatLimit !== null && (!Number.isInteger(input.seatLimit) || input.seatLimit < 1 || input.seatLimit > MAX_SEAT_LIMIT)) {
    errors.seatLimit = `The seat limit must be a whole number from 1 to ${MAX_SEAT_LIMIT}, or empty for no limit.`;
  }
  if (input.series !== null && !SERIES.test(input.series)) errors.series = "A series is lowercase words joined by '-'.";
  return errors;
}

function checkPrices(input: WebinarInput, errors: Record<string, string>): void {
  for (const currency of ["INR", "USD"] as const) {
    const field = currency === "INR" ? "inrAmount" : "usdAmount";
    const amount = input[field];
    if (!Number.isFinite(amount) || amount < 0 || exactUnitsToMinor(amount, currency) === null) {
      errors[field] = currency === "INR" ? "Enter the INR price in whole rupees." : "Enter the USD price with at most 2 decimals.";
    } else if (input.isPaidWebinar && amount === 0) {
      errors[field] = "A paid webinar needs a price in both currencies.";
    } else if (!input.isPaidWebinar && amount !== 0) {
      errors[field] = "A free webinar has no price.";
    }
  }
  if (input.discount !== null && (!Number.isFinite(input.discount) || input.discount < 0 || input.discount > 100))
    errors.discount = "The discount is a percentage from 0 to 100.";
  if (input.discount === null && (input.discountEndDate || input.couponCode))
    errors.discount = "Enter the discount the end date or coupon belongs to.";
  if (input.discountEndDate !== null && !isIsoDate(input.discountEndDate))
    errors.discountEndDate = "The discount end date is a date (YYYY-MM-DD).";
  if (input.couponCode && (!COUPON.test(input.couponCode) || input.couponCode.length > WEBINAR_TEXT_LIMITS.couponCode)) {
    errors.couponCode = `A coupon code is letters and digits, at most ${WEBINAR_TEXT_LIMITS.couponCode}.`;
  }
}
