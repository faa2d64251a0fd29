import type { FastifyRequest } from "fastify";
import { z } from "zod";
import {
  minorToUnits,
  SEAT_SOURCES,
  VIDEO_CATEGORIES,
  WEBINAR_LANGUAGES,
  WEBINAR_LEVELS,
  WEBINAR_STATUSES,
  WEBINAR_TRACKS,
  type Currency,
} from "@investar/core";
import type { AppDeps } from "../../../deps.ts";
import { getUserLocation } from "../../catalogue/index.ts";
import type { WebinarCaller, WebinarView } from "../services/webinar-view.ts";
import { priceInUnits } from "../services/seat-price-view.ts";
import { webinarIdQuery } from "@investar/contract/webinars/webinar-id-query";
import { callerPrice } from "@investar/contract/webinars/get-webinar-seat-price";

export { webinarIdQuery };

/** Query booleans are the words true and false. */
export const queryFlag = (name: string) =>
  z.enum(["true", "false"], { error: `${name} must be true or false.` }).transform((value) => value === "true");

/** Pages may pin the currency (the pricing pages' switch); otherwise it follows the visitor's address. */
export const currencyQuery = z.enum(["INR", "USD"], { error: "currency must be INR or USD." }).optional();

/** The webinar/video entity with the product's field names (business-rules.md#webinar-video), money in currency units. */
export const webinarJson = z.object({
  id: z.number().int(),
  level: z.enum(WEBINAR_LEVELS),
  title: z.string(),
  description: z.string(),
  titleHi: z.string().nullable().describe("Staff's Hindi title; null until translated (English is then shown)"),
  descriptionHi: z.string().nullable().describe("Staff's Hindi description; null until translated"),
  prerequisite: z.string(),
  duration: z.number().int().describe("Minutes"),
  presenter: z.string(),
  aboutPresenter: z.string(),
  language: z.enum(WEBINAR_LANGUAGES),
  thumbnailUrl: z.string(),
  videoId: z.string(),
  dateTime: z.string(),
  category: z.enum(VIDEO_CATEGORIES).nullable(),
  isVideo: z.boolean(),
  inrAmount: z.number(),
  usdAmount: z.number(),
  isPaidWebinar: z.boolean(),
  isRegisteredForWebinar: z.boolean(),
  discount: z.number().nullable(),
  discountEndDate: z.string().nullable(),
  couponCode: z.string().nullable(),
  track: z.enum(WEBINAR_TRACKS),
  status: z.enum(WEBINAR_STATUSES),
  seatLimit: z.number().int().nullable(),
  seatsLeft: z.number().int().nullable(),
  registrationOpen: z.boolean(),
  hasRecording: z.boolean(),
  materialCount: z.number().int(),
  joinUrl: z.string().nullable().describe("Registrants and admins, from 30 minutes before the start until the end"),
  seatSource: z.enum(SEAT_SOURCES).nullable(),
  price: callerPrice.describe("What the caller pays, in their currency: GST included for INR, the running offer applied"),
});

export function toWebinarJson(view: WebinarView): z.infer<typeof webinarJson> {
  const { currency, price, ...rest } = view;
  return {
    ...rest,
    inrAmount: minorToUnits(view.inrAmount, "INR"),
    usdAmount: minorToUnits(view.usdAmount, "USD"),
    price: priceInUnits(price, currency),
  };
}

/** The caller if logged in (public lists answer visitors too) and the currency to price in. */
export async function listCaller(
  deps: AppDeps,
  request: FastifyRequest,
  currency: Currency | undefined,
): Promise<{ caller: WebinarCaller | null; currency: Currency }> {
  const principal = await request.principal();
  return {
    caller: principal ? { userId: principal.userId, isAdmin: principal.isAdmin } : null,
    currency: currency ?? (await getUserLocation(request.ip)).currency,
  };
}
