/** What the close-account page reads from the account-closure feature. */
import type { ClosureEffect } from "@investar/core";

export interface ClosurePeriodView {
  orderNumber: string;
  /** "desktop software" or "mobile app". */
  product: string;
  paidThrough: string;
  daysUnused: number;
  daysBought: number;
  /** The refund the "refund" choice gives, as printed ("₹5,851.00"); null when it gives nothing. */
  refund: string | null;
}

export interface ClosurePage {
  email: string;
  hasPassword: boolean;
  /** Why the account cannot be closed now (a staff role, a payment on its way); null when it can. */
  refusal: string | null;
  periods: ClosurePeriodView[];
  /** What closing does with each choice, in the customer's words: first one line per paid period (`periodCount`), then the rest. */
  periodCount: number;
  effectsIfRefund: string[];
  effectsIfEnd: string[];
  /** The day the erasure becomes final if closed now ("5 May 2026"). */
  finalOn: string;
  /** The same as data, for the page to say in the customer's language (docs/adr/0059-hindi-with-lingui.md): India's today, the final day. */
  today: string;
  finalDay: string;
  /** effectsIfRefund and effectsIfEnd as data (core's closureEffectList), in the same order. */
  partsIfRefund: ClosureEffect[];
  partsIfEnd: ClosureEffect[];
}

export interface AccountClosurePageServices {
  /** /my-investar/privacy/close-account: exactly what closing would do now. */
  getClosurePage(userId: number): Promise<ClosurePage>;
}
