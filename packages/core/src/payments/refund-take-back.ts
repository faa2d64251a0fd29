/**
 * What a full refund takes back (docs/business-rules.md#refunds, ADR 0010): the days the order paid for. The order added
 * the days from the expiry held before it (or, for a first purchase, from the day before activation) to
 * the expiry it wrote; a full refund moves the subscription's expiry back by that many days, wherever it
 * is now (later orders stacked on top keep their own days). If that leaves no day from today on, the
 * subscription ends. A partial refund takes nothing back.
 */
import { addDays, daysBetween, type IsoDate } from "../pricing/dates.ts";

export interface RefundTakeBack {
  /** The expiry to write; null when the subscription had none. */
  expiry: IsoDate | null;
  isSubscribed: boolean;
  daysTakenBack: number;
}

export function takeBackOnFullRefund(args: {
  held: { expiry: IsoDate | null; isSubscribed: boolean };
  /** From the order's history row: the expiry before and after it, and the India day it was activated. */
  order: { previousExpiry: IsoDate | null; expiry: IsoDate; activatedOn: IsoDate };
  today: IsoDate;
}): RefundTakeBack {
  const { held, order, today } = args;
  const paidFrom = order.previousExpiry ?? addDays(order.activatedOn, -1);
  const daysTakenBack = Math.max(0, daysBetween(paidFrom, order.expiry));
  if (held.expiry === null) return { expiry: null, isSubscribed: false, daysTakenBack: 0 };
  const expiry = addDays(held.expiry, -daysTakenBack);
  return { expiry, isSubscribed: held.isSubscribed && expiry >= today, daysTakenBack };
}
