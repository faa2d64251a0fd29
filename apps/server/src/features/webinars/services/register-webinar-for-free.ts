import { and, count, eq, ne } from "drizzle-orm";
import {
  formatMoney,
  isRegistrationOpen,
  isWithinFreeWebinarLimit,
  WEBINAR_CANCELLED_MESSAGE,
  WEBINAR_FULL_MESSAGE,
  WEBINAR_OVER_MESSAGE,
  type Currency,
  type SeatSource,
} from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { AppError, notFound } from "../../../errors.ts";
import { loadCatalogue } from "../../catalogue/index.ts";
import { grantWebinarSeat, type SeatGrant } from "./grant-webinar-seat.ts";
import { isPayingSubscriber } from "./is-paying-subscriber.ts";
import type { WebinarRow } from "./webinar-view.ts";

export type FreeRegistration = SeatGrant;

const refuse = (code: string, message: string) => new AppError(code, message, { status: 400 });
const both = (amounts: Record<Currency, number>) => `${formatMoney(amounts.INR, "INR")} (${formatMoney(amounts.USD, "USD")})`;

/**
 * Whether this webinar can be had free now, and how: free webinars for anyone; paid ones within the
 * catalogue's freeWebinarPriceLimit for paying subscribers (`userId` null: a visitor, never a subscriber).
 */
export async function freeSeatSource(deps: AppDeps, userId: number | null, webinar: WebinarRow): Promise<SeatSource> {
  if (webinar.status === "cancelled") throw refuse("WebinarCancelled", WEBINAR_CANCELLED_MESSAGE);
  if (!isRegistrationOpen(webinar, deps.now())) throw refuse("WebinarOver", WEBINAR_OVER_MESSAGE);
  // Told early, before a visitor's account is made; the seat's own transaction is what decides. The caller's own seat
  // (taken by a second request of theirs a moment ago) does not count: a registered person is never told it is full.
  if (webinar.seatLimit !== null && (await seatsTakenByOthers(deps, webinar.id, userId)) >= webinar.seatLimit)
    throw new AppError("WebinarFull", WEBINAR_FULL_MESSAGE, { status: 409 });
  if (!webinar.isPaidWebinar) return "free";
  const catalogue = await loadCatalogue(deps);
  const limit = catalogue.freeWebinarPriceLimit;
  const price = { INR: webinar.inrAmount, USD: webinar.usdAmount };
  if (!isWithinFreeWebinarLimit(price, limit)) {
    throw refuse(
      "WebinarNotFree",
      `This webinar costs ${both(price)}, more than the ${both(limit)} up to which webinars are free for subscribers. Please buy it instead.`,
    );
  }
  if (userId === null || !(await isPayingSubscriber(deps, userId, catalogue))) {
    throw refuse(
      "SubscribersOnly",
      `This webinar is free for customers with an active subscription. Subscribe, or buy it for ${both(price)}.`,
    );
  }
  return "subscriber";
}

async function seatsTakenByOthers(deps: AppDeps, webinarId: number, userId: number | null): Promise<number> {
  const r = schema.webinarRegistrations;
  const [taken] = await deps.db
    .select({ n: count() })
    .from(r)
    .where(and(eq(r.webinarId, webinarId), userId === null ? undefined : ne(r.userId, userId)));
  return taken?.n ?? 0;
}

export async function findWebinar(deps: AppDeps, webinarId: number): Promise<WebinarRow> {
  const [webinar] = await deps.db.select().from(schema.webinars).where(eq(schema.webinars.id, webinarId)).limit(1);
  if (!webinar || webinar.isVideo) throw notFound("There is no such webinar.");
  return webinar;
}

/**
 * POST payment/RegisterWebinarForFree: a seat for the caller in a free webinar, or in a paid one priced
 * within the catalogue's freeWebinarPriceLimit when the caller is a paying subscriber. Registering twice
 * is harmless: the second call answers the existing registration.
 */
export async function registerWebinarForFree(deps: AppDeps, userId: number, webinarId: number): Promise<FreeRegistration> {
  const webinar = await findWebinar(deps, webinarId);
  const r = schema.webinarRegistrations;
  const [existing] = await deps.db
    .select({ source: r.source })
    .from(r)
    .where(and(eq(r.webinarId, webinarId), eq(r.userId, userId)))
    .limit(1);
  if (existing)
    return { webinarId, title: webinar.title, dateTime: webinar.dateTime.toISOString(), source: existing.source, alreadyRegistered: true };
  const source = await freeSeatSource(deps, userId, webinar);
  const grant = await deps.db.transaction((tx) => grantWebinarSeat(deps, tx, webinarId, userId, source));
  if (!grant.alreadyRegistered) deps.mail.nudge();
  return grant;
}
