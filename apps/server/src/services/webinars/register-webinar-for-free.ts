import { and, eq } from "drizzle-orm";
import { formatMoney, indiaToday, inServiceSubscription, isWebinarFreeForSubscriber, type Catalogue, type Currency, type UserSubscriptionDetails } from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../deps.ts";
import { AppError, notFound } from "../../errors.ts";
import { loadCatalogue } from "../pricing/load-catalogue.ts";
import { getSubscriptionDetails } from "../subscriptions/get-subscription-details.ts";

type WebinarRow = typeof schema.webinars.$inferSelect;
type RegistrationSource = (typeof schema.webinarRegistrations.$inferInsert)["source"];

export interface FreeRegistration {
  webinarId: number;
  title: string;
  dateTime: string;
  /** free: the webinar costs nothing; subscriber: a paid webinar within the limit subscribers get free. */
  source: RegistrationSource;
  alreadyRegistered: boolean;
}

const refuse = (code: string, message: string) => new AppError(code, message, { status: 400 });
const both = (amounts: Record<Currency, number>) => `${formatMoney(amounts.INR, "INR")} (${formatMoney(amounts.USD, "USD")})`;

/** A paying customer: a desktop or mobile subscription in service with something paid in it (a trial is not one). */
function isPayingSubscriber(details: UserSubscriptionDetails, catalogue: Catalogue, now: Date): boolean {
  const isFree = (id: string) => catalogue.products.find((product) => product.id === id)?.isFree ?? false;
  const today = indiaToday(now);
  return [details.ToolSubscr, details.MobileSubscr].some((subscr) => inServiceSubscription(subscr, isFree, today) !== null);
}

/**
 * Why this caller may not have this webinar free, or null when they may. A webinar is priced in both
 * currencies; it counts as within the subscribers' limit only when each price is within that currency's
 * limit, so the answer does not depend on where the customer happens to be.
 */
async function refusal(deps: AppDeps, userId: number, webinar: WebinarRow): Promise<AppError | null> {
  if (!webinar.isPaidWebinar) return null;
  const catalogue = await loadCatalogue(deps);
  const limit = catalogue.freeWebinarPriceLimit;
  const price = { INR: webinar.inrAmount, USD: webinar.usdAmount };
  const withinLimit = (["INR", "USD"] as const).every((currency) => isWebinarFreeForSubscriber(price[currency], currency, limit, true));
  if (!withinLimit) {
    return refuse("WebinarNotFree", `This webinar costs ${both(price)}, more than the ${both(limit)} up to which webinars are free for subscribers. Please buy it instead.`);
  }
  if (!isPayingSubscriber(await getSubscriptionDetails(deps, userId), catalogue, deps.now())) {
    return refuse("SubscribersOnly", `This webinar is free for customers with an active subscription. Subscribe, or buy it for ${both(price)}.`);
  }
  return null;
}

/**
 * POST payment/RegisterWebinarForFree: a seat for the caller in a free webinar, or in a paid one priced
 * within the catalogue's freeWebinarPriceLimit when the caller is a paying subscriber. Registering twice
 * is harmless: the second call answers the existing registration.
 */
export async function registerWebinarForFree(deps: AppDeps, userId: number, webinarId: number): Promise<FreeRegistration> {
  const [webinar] = await deps.db.select().from(schema.webinars).where(eq(schema.webinars.id, webinarId)).limit(1);
  if (!webinar) throw notFound("There is no such webinar.");
  const answer = (source: RegistrationSource, alreadyRegistered: boolean): FreeRegistration => ({
    webinarId,
    title: webinar.title,
    dateTime: webinar.dateTime.toISOString(),
    source,
    alreadyRegistered,
  });
  const r = schema.webinarRegistrations;
  const [existing] = await deps.db.select().from(r).where(and(eq(r.webinarId, webinarId), eq(r.userId, userId))).limit(1);
  if (existing) return answer(existing.source, true);
  if (webinar.dateTime <= deps.now()) throw refuse("WebinarOver", "This webinar has already taken place; registration is closed.");
  const refused = await refusal(deps, userId, webinar);
  if (refused) throw refused;
  const source: RegistrationSource = webinar.isPaidWebinar ? "subscriber" : "free";
  // Two parallel clicks: the key lets one row in; the other sees it was already registered.
  const inserted = await deps.db.insert(r).values({ webinarId, userId, source, registeredAt: deps.now() }).onConflictDoNothing().returning({ userId: r.userId });
  return answer(source, inserted.length === 0);
}
