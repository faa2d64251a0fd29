import {
  couponUsedByYouMessage,
  indiaToday,
  normaliseCouponCode,
  quote,
  type Catalogue,
  type PriceSummary,
  type QuoteResult,
  type QuoteSelection,
} from "@investar/core";
import type { AppDeps } from "../../../deps.ts";
import { AppError } from "../../../errors.ts";
import { hasUsedCoupon } from "./has-used-coupon.ts";
import { getSubscriptionDetails } from "../../subscriptions/index.ts";
import { loadCatalogue } from "./load-catalogue.ts";

/**
 * POST payment/Quote: the price the engine gives this caller — a fresh purchase for an anonymous
 * visitor, their own upgrade, renewal or extension when logged in — the same computation the
 * browser runs and checkout will charge. A pricing error answers 400 with its docs/business-rules.md#pricing-error-codes code.
 */
export async function quotePrice(deps: AppDeps, userId: number | null, selection: QuoteSelection): Promise<PriceSummary> {
  // A visitor needs only the catalogue, usually in memory already: no Promise.all to build per request.
  const [catalogue, subscription] =
    userId === null ? [await loadCatalogue(deps), null] : await Promise.all([loadCatalogue(deps), getSubscriptionDetails(deps, userId)]);
  const now = deps.now();
  const result = subscription === null ? anonymousQuote(catalogue, selection, now) : quote(catalogue, subscription, selection, now);
  if (!result.ok) throw new AppError(result.error.code, result.error.message, { status: 400 });
  await refuseCouponUsedBefore(deps, catalogue, userId, result.summary.appliedCouponCode);
  return result.summary;
}

/** A once-per-customer coupon the customer already used is refused at the quote, before checkout (the database's index refuses a race). */
async function refuseCouponUsedBefore(deps: AppDeps, catalogue: Catalogue, userId: number | null, code: string | null): Promise<void> {
  if (userId === null || code === null) return;
  const coupon = catalogue.coupons.find((candidate) => normaliseCouponCode(candidate.code) === normaliseCouponCode(code));
  if (coupon?.oncePerUser && (await hasUsedCoupon(deps.db, userId, code)))
    throw new AppError("CouponCodeApply", couponUsedByYouMessage(code), { status: 400 });
}

/**
 * A visitor without an account gets a price that depends only on the catalogue, the selection and the
 * day in India, and the pricing page asks for the same few selections over and over: those answers are
 * kept per catalogue (an edit makes a new catalogue object, so its answers go with the old one) and per
 * day. Bounded, because the selection (a coupon code, say) is the caller's to vary.
 */
const anonymousQuotes = new WeakMap<Catalogue, Map<string, QuoteResult>>();
const MAX_ANONYMOUS_QUOTES = 1_000;

function anonymousQuote(catalogue: Catalogue, selection: QuoteSelection, now: Date): QuoteResult {
  let answers = anonymousQuotes.get(catalogue);
  if (!answers) {
    answers = new Map();
    anonymousQuotes.set(catalogue, answers);
  }
  const key = `${indiaToday(now)} ${selectionKey(selection)}`;
  let result = answers.get(key);
  if (!result) {
    result = quote(catalogue, null, selection, now);
    if (answers.size >= MAX_ANONYMOUS_QUOTES) answers.clear();
    answers.set(key, result);
  }
  return result;
}

/**
 * The Quote route hands over the same deep-frozen selection for the same body text (known-json-bodies.ts),
 * so its key text is written once rather than per request. One that is not frozen could still change: its
 * text is written afresh each time.
 */
const selectionKeys = new WeakMap<QuoteSelection, string>();

function selectionKey(selection: QuoteSelection): string {
  let key = selectionKeys.get(selection);
  if (key === undefined) {
    key = JSON.stringify(selection);
    if (Object.isFrozen(selection)) selectionKeys.set(selection, key);
  }
  return key;
}
