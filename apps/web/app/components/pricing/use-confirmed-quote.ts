/**
 * Instant price, confirmed: the core engine prices the selection in the browser on every change,
 * and ~300 ms after the last change the Quote call prices it again on the server. When the two
 * disagree, the server's figures are shown with a notice. Coupons are only known to the server
 * (browser-catalogue.ts), so while one is being checked the browser shows the price without it.
 */
import { quote, type Catalogue, type QuoteSelection, type UserSubscriptionDetails } from "@investar/core";
import type { SelectionInput } from "@investar/core/pricing/selection-schema";
import { useEffect, useMemo, useState } from "react";
import { api } from "../../lib/api-client.ts";
import { ApiError, apiErrorMessage } from "../../lib/api-error-message.ts";
import { outcomeOf, pricingErrorFromApi, sameOutcome, type QuoteOutcome } from "./quote-api.ts";

export const CONFIRM_DELAY_MS = 300;

export type ServerAnswer =
  | { kind: "outcome"; outcome: QuoteOutcome }
  /** A 400 that is not a pricing error: the request itself was refused as invalid input. */
  | { kind: "rejected"; message: string }
  | { kind: "unavailable" };

export interface ConfirmedQuote {
  outcome: QuoteOutcome;
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
    const body: SelectionInput = { ...selection, addons: [...selection.addons] };
    const [answer, { summaryFromApi }] = await Promise.all([api.post<unknown>("payment/Quote", body), import("./quote-answer.ts")]);
    const summary = summaryFromApi(answer, selection.currency);
    return summary ? { kind: "outcome", outcome: { ok: true, summary } } : { kind: "unavailable" };
  } catch (error) {
    if (!(error instanceof ApiError)) return { kind: "unavailable" };
    const pricingError = pricingErrorFromApi(error.status, error.call.body);
    if (pricingError) return { kind: "outcome", outcome: { ok: false, error: pricingError } };
    return error.status === 400 ? { kind: "rejected", message: apiErrorMessage(error) } : { kind: "unavailable" };
  }
}

export function useConfirmedQuote(
  catalogue: Catalogue,
  details: UserSubscriptionDetails | null,
  selection: QuoteSelection,
  now: Date,
): ConfirmedQuote {
  const key = JSON.stringify(selection);
  const coupon = selection.couponCode;
  const local = useMemo(
    () => outcomeOf(quote(catalogue, details, coupon === null ? selection : { ...selection, couponCode: null }, now)),
    // The key stands for the whole selection (`selection` itself is a new object on every edit).
    [catalogue, details, key, now],
  );
  const [answer, setAnswer] = useState<{ key: string; answer: ServerAnswer } | null>(null);

  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      void askServer(JSON.parse(key) as QuoteSelection).then((result) => {
        if (current) setAnswer({ key, answer: result });
      });
    }, CONFIRM_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [key]);

  return confirmedQuote(local, answer?.key === key ? answer.answer : null, coupon);
}

/**
 * What the page shows: the browser's figures until the server answers (or when it can't), then
 * the server's, with a notice when they differ. With a coupon the browser can't judge (it has no
 * coupons), so the server's answer is simply taken.
 */
export function confirmedQuote(local: QuoteOutcome, server: ServerAnswer | null, coupon: string | null): ConfirmedQuote {
  if (server === null) {
    return { outcome: local, pending: true, source: "browser", notice: coupon === null ? null : `Checking coupon ${coupon}…` };
  }
  if (server.kind === "unavailable") return { outcome: local, pending: false, source: "browser", notice: UNAVAILABLE_NOTICE };
  if (server.kind === "rejected") {
    // Both refuse the selection: the engine's message says what to change.
    if (!local.ok) return { outcome: local, pending: false, source: "browser", notice: null };
    return {
      outcome: { ok: false, error: { code: "InvalidSelection", message: server.message } },
      pending: false,
      source: "server",
      notice: DIFFERENT_NOTICE,
    };
  }
  const agrees = coupon !== null || sameOutcome(local, server.outcome);
  return { outcome: server.outcome, pending: false, source: "server", notice: agrees ? null : DIFFERENT_NOTICE };
}
