/**
 * Instant price, confirmed: the core engine prices the selection in the browser on every change,
 * and ~300 ms after the last change the Quote call prices it again on the server. When the two
 * disagree, the server's figures are shown with a notice. Coupons are only known to the server
 * (browser-catalogue.ts), so while one is being checked the browser shows the price without it.
 *
 * A refused coupon (docs/business-rules.md#pricing-error-codes) does not take the price away: the page asks the Quote call a second
 * time without the coupon and shows that price, marked "coupon not applied", with the reason under the
 * coupon field; Pay buys that selection. The Quote call itself keeps its one answer per selection
 * (a price or a 400 pricing error, docs/business-rules.md#pricing-error-codes) for every other client;
 * the second question costs one more call only when a coupon is refused.
 */
import type { Catalogue, PricingError, QuoteSelection, UserSubscriptionDetails } from "@investar/core";
import { useEffect, useMemo, useState } from "react";
import { sameOutcome, type QuoteOutcome } from "./quote-api.ts";
import { withoutCoupon } from "./selection-edits.ts";

export const CONFIRM_DELAY_MS = 300;

export type ServerAnswer =
  | { kind: "outcome"; outcome: QuoteOutcome }
  /** A 400 that is not a pricing error: the request itself was refused as invalid input. */
  | { kind: "rejected"; message: string }
  | { kind: "unavailable" };

/** The server's answer for a selection; when it refused the selection's coupon, its answer for the selection without it. */
export interface Confirmation {
  answer: ServerAnswer;
  couponError: PricingError | null;
}

export interface ConfirmedQuote {
  outcome: QuoteOutcome;
  /** What the figures price and Pay buys: the selection, without its coupon once the server has refused it. */
  priced: QuoteSelection;
  /** Why the server refused the coupon; shown under the coupon field while the figures go on without it. */
  couponError: PricingError | null;
  /** True until the server has answered for the current selection. */
  pending: boolean;
  /** Where the shown figures come from. */
  source: "browser" | "server";
  /** Said beside the summary when the figures are provisional or the two computations differ. */
  notice: string | null;
}

export const DIFFERENT_NOTICE = "Our server's price differs from the one worked out in your browser, so the server's figures are shown.";
export const UNAVAILABLE_NOTICE =
  "We couldn't reach our server to confirm this price. The figures are worked out in your browser; the payment page confirms them again.";

async function askServer(selection: QuoteSelection): Promise<ServerAnswer> {
  try {
    const { askQuote } = await import("./quote-answer.ts");
    return await askQuote(selection);
  } catch {
    // The module did not load (a new deployment, a lost connection): the browser's figures stand.
    return { kind: "unavailable" };
  }
}

/** The pricing errors that are about the coupon alone: the same selection without it may well have a price. */
const COUPON_ERROR_CODES: readonly string[] = ["CouponCodeApply", "WebinarWithLite"];

function couponRefusal(selection: QuoteSelection, answer: ServerAnswer): PricingError | null {
  if (selection.couponCode === null || answer.kind !== "outcome" || answer.outcome.ok) return null;
  return COUPON_ERROR_CODES.includes(answer.outcome.error.code) ? answer.outcome.error : null;
}

async function confirm(selection: QuoteSelection): Promise<Confirmation> {
  const answer = await askServer(selection);
  const couponError = couponRefusal(selection, answer);
  if (couponError === null) return { answer, couponError };
  return { answer: await askServer({ ...selection, couponCode: null }), couponError };
}

type Engine = typeof import("./pricing-engine.ts");
let engine: Engine | null = null;
let loadingEngine: Promise<Engine> | null = null;
function loadEngine(): Promise<Engine> {
  loadingEngine ??= import("./pricing-engine.ts").then((loaded) => (engine = loaded));
  return loadingEngine;
}

/** The server's figures for the page's first selection (without its coupon), shown until the engine has loaded. */
export interface FirstPrice {
  key: string;
  outcome: QuoteOutcome;
}

export const firstPriceKey = (selection: QuoteSelection) => JSON.stringify(withoutCoupon(selection));

export function useConfirmedQuote(
  catalogue: Catalogue,
  details: UserSubscriptionDetails | null,
  selection: QuoteSelection,
  now: Date,
  first: FirstPrice,
): ConfirmedQuote {
  const key = JSON.stringify(selection);
  const plainKey = firstPriceKey(selection);
  const changed = plainKey !== first.key;
  const [engineReady, setEngineReady] = useState(engine !== null);
  useEffect(() => {
    if (engineReady) return;
    let live = true;
    const load = () => void loadEngine().then(() => live && setEngineReady(true));
    // Needed at once when the customer changes something; until then, once the browser is idle.
    const idle = changed ? (load(), null) : setTimeout(load, 0);
    return () => {
      live = false;
      if (idle !== null) clearTimeout(idle);
    };
  }, [engineReady, changed]);
  const local = useMemo(
    () =>
      engineReady && engine
        ? engine.priceSelection(catalogue, details, JSON.parse(plainKey) as QuoteSelection, now)
        : plainKey === first.key
          ? first.outcome
          : null,
    [catalogue, details, plainKey, now, engineReady, first],
  );
  const [answer, setAnswer] = useState<{ key: string; confirmation: Confirmation } | null>(null);

  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      void confirm(JSON.parse(key) as QuoteSelection).then((confirmation) => {
        if (current) setAnswer({ key, confirmation });
      });
    }, CONFIRM_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [key]);

  const confirmation = answer?.key === key ? answer.confirmation : null;
  if (local === null) {
    // Not priced in the browser yet (the engine still loading): the server's figures are the only ones.
    const server = confirmation?.answer.kind === "outcome" ? confirmation.answer.outcome : first.outcome;
    return confirmedQuote(server, confirmation, selection);
  }
  return confirmedQuote(local, confirmation, selection);
}

/**
 * What the page shows: the browser's figures until the server answers (or when it can't), then
 * the server's, with a notice when they differ. With a coupon the browser can't judge (it has no
 * coupons), so the server's answer is simply taken; once the server refuses the coupon, its answer
 * is for the selection without it, which the browser priced too.
 */
export function confirmedQuote(local: QuoteOutcome, confirmation: Confirmation | null, selection: QuoteSelection): ConfirmedQuote {
  const coupon = selection.couponCode;
  if (confirmation === null) {
    return {
      outcome: local,
      priced: selection,
      couponError: null,
      pending: true,
      source: "browser",
      notice: coupon === null ? null : `Checking coupon ${coupon}…`,
    };
  }
  const { answer: server, couponError } = confirmation;
  const priced = couponError === null ? selection : { ...selection, couponCode: null };
  const settled = { priced, couponError, pending: false };
  if (server.kind === "unavailable") return { ...settled, outcome: local, source: "browser", notice: UNAVAILABLE_NOTICE };
  if (server.kind === "rejected") {
    // Both refuse the selection: the engine's message says what to change.
    if (!local.ok) return { ...settled, outcome: local, source: "browser", notice: null };
    return {
      ...settled,
      outcome: { ok: false, error: { code: "InvalidSelection", message: server.message } },
      source: "server",
      notice: DIFFERENT_NOTICE,
    };
  }
  const agrees = priced.couponCode !== null || sameOutcome(local, server.outcome);
  return { ...settled, outcome: server.outcome, source: "server", notice: agrees ? null : DIFFERENT_NOTICE };
}
