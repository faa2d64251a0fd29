import { and, count, eq, inArray } from "drizzle-orm";
import {
  advertisedOffer,
  effectiveWebinarStatus,
  isJoinLinkOpen,
  isRegistrationOpen,
  priceWebinarFor,
  type Currency,
  type WebinarOffer,
} from "@investar/core";
import type { WebinarCallerPrice, WebinarCard } from "@investar/contract/pages/webinars";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { loadCatalogue } from "../../catalogue/index.ts";
import { isPayingSubscriber } from "./is-paying-subscriber.ts";

export type WebinarRow = typeof schema.webinars.$inferSelect;

export type WebinarCaller = import("@investar/contract/pages/webinars").WebinarCaller;
export type CallerPrice = WebinarCallerPrice;
export type WebinarView = WebinarCard;

export const offerOf = (row: WebinarRow): WebinarOffer | null =>
  row.discount === null ? null : { discount: row.discount, discountEndDate: row.discountEndDate, couponCode: row.couponCode || null };

async function countsBy(
  deps: AppDeps,
  table: typeof schema.webinarRegistrations | typeof schema.webinarMaterials,
  ids: number[],
): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await deps.db
    .select({ id: table.webinarId, n: count() })
    .from(table)
    .where(inArray(table.webinarId, ids))
    .groupBy(table.webinarId);
  return new Map(rows.map((row) => [row.id, row.n]));
}

/** The views of these rows for this caller, in the same order, with as few queries as the page needs. */
export async function webinarViews(
  deps: AppDeps,
  rows: WebinarRow[],
  caller: WebinarCaller | null,
  currency: Currency,
): Promise<WebinarView[]> {
  const ids = rows.map((row) => row.id);
  const r = schema.webinarRegistrations;
  const [seats, materials, mine] = await Promise.all([
    countsBy(
      deps,
      r,
      rows.filter((row) => row.seatLimit !== null).map((row) => row.id),
    ),
    countsBy(deps, schema.webinarMaterials, ids),
    caller && ids.length
      ? deps.db
          .select({ id: r.webinarId, source: r.source })
          .from(r)
          .where(and(eq(r.userId, caller.userId), inArray(r.webinarId, ids)))
      : [],
  ]);
  const sourceOf = new Map(mine.map((row) => [row.id, row.source]));
  const needsCatalogue = rows.some((row) => row.isPaidWebinar);
  const catalogue = needsCatalogue ? await loadCatalogue(deps) : null;
  const paying = caller && catalogue ? await isPayingSubscriber(deps, caller.userId, catalogue) : false;
  const now = deps.now();
  return rows.map((row) => {
    const seatSource = sourceOf.get(row.id) ?? null;
    const times = { status: row.status, dateTime: row.dateTime, durationMinutes: row.durationMinutes };
    const price = catalogue
      ? priceWebinarFor({
          webinar: {
            isPaidWebinar: row.isPaidWebinar,
            prices: { INR: row.inrAmount, USD: row.usdAmount },
            offer: advertisedOffer(offerOf(row)),
          },
          currency,
          isPayingSubscriber: paying,
          freeWebinarPriceLimit: catalogue.freeWebinarPriceLimit,
          enteredCouponCode: null,
          now,
        })
      : ({ kind: "free" } as const);
    const seatsLeft = row.seatLimit === null ? null : Math.max(0, row.seatLimit - (seats.get(row.id) ?? 0));
    const insider = seatSource !== null || (caller?.isAdmin ?? false);
    return {
      id: row.id,
      track: row.track,
      level: row.level,
      title: row.title,
      description: row.description,
      titleHi: row.titleHi,
      descriptionHi: row.descriptionHi,
      prerequisite: row.prerequisite,
      duration: row.durationMinutes,
      presenter: row.presenter,
      aboutPresenter: row.aboutPresenter,
      language: row.language,
      thumbnailUrl: row.thumbnailUrl,
      videoId: row.videoId,
      dateTime: row.dateTime.toISOString(),
      category: row.category,
      isVideo: row.isVideo,
      inrAmount: row.inrAmount,
      usdAmount: row.usdAmount,
      isPaidWebinar: row.isPaidWebinar,
      isRegisteredForWebinar: seatSource !== null,
      discount: row.discount,
      discountEndDate: row.discountEndDate,
      couponCode: row.couponCode || null,
      status: effectiveWebinarStatus(times, now),
      seatLimit: row.seatLimit,
      seatsLeft,
      registrationOpen: !row.isVideo && isRegistrationOpen(times, now) && seatsLeft !== 0,
      hasRecording: row.recordingKey !== null,
      materialCount: materials.get(row.id) ?? 0,
      joinUrl: insider && row.joinUrl && isJoinLinkOpen(times, now) ? row.joinUrl : null,
      seatSource,
      currency,
      price,
    };
  });
}
