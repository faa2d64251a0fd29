/**
 * What kind of purchase a selection is, measured against the subscription in service:
 *
 * - fresh: nothing in service (never subscribed, trial only, free Lite, or ended past the grace
 *   period). Pays the selection for one period.
 * - upgrade: a higher edition (Standard → Pro), possibly with more add-ons or licences.
 * - extension: the same (or a lower) edition with more add-ons or licences.
 * - renewal: nothing added; another period of the same (or a smaller) selection.
 *
 * Under sameExpiryDate an upgrade or extension pays only for what is added, for the months
 * left; under extendExpiryDate it also pays the whole selection for one more period. A renewal
 * always extends the expiry date.
 */
import { findProduct, type Catalogue } from "./catalogue.ts";
import { EXPIRY_MODE, formatDay, addDays, GRACE_PERIOD_DAYS, remainingMonths, type IsoDate, type RemainingMonths } from "./dates.ts";
import { pricingError, type PricingError } from "./errors.ts";
import { paidSeats } from "./licences.ts";
import type { CheckedSelection } from "./selection.ts";
import type { InServiceSubscription } from "./subscription.ts";

export type QuoteKind = "fresh" | "upgrade" | "renewal" | "extension";

export interface PlannedChange {
  kind: QuoteKind;
  /** Null for a fresh purchase. */
  current: InServiceSubscription | null;
  /** Months left on the current subscription (zero for a fresh purchase). */
  remaining: RemainingMonths | null;
  /** True unless the expiry date is kept (fresh purchases and renewals always buy a period). */
  buysNewPeriod: boolean;
  /** Licences the customer holds now (0 for a fresh purchase). */
  licencesHeld: number;
  /** First day of a fresh purchase: today, or the end of the trial if later. */
  freshStart: IsoDate;
}

type Planned = { ok: true; value: PlannedChange } | { ok: false; error: PricingError };

export function planChange(args: {
  catalogue: Catalogue;
  checked: CheckedSelection;
  current: InServiceSubscription | null;
  trialEnd: IsoDate | null;
  today: IsoDate;
}): Planned {
  const { checked, current, today } = args;
  const freshStart = args.trialEnd !== null && args.trialEnd > today ? args.trialEnd : today;
  if (!current)
    return { ok: true, value: { kind: "fresh", current: null, remaining: null, buysNewPeriod: true, licencesHeld: 0, freshStart } };

  const { subscr } = current;
  const selection = checked.selection;
  const keepExpiry = selection.expiryMode === EXPIRY_MODE.sameExpiryDate;
  if (selection.isRecurring && selection.plan !== subscr.Plan) {
    return {
      ok: false,
      error: pricingError(
        "CanNotChangePlanForRecurring",
        `Your recurring payment is for a ${subscr.Plan} plan. Keep the ${subscr.Plan} plan, or pay without recurring to switch to ${selection.plan}.`,
      ),
    };
  }

  const remaining = remainingMonths({ today, trialEnd: args.trialEnd, expiry: subscr.ExpiryDate, plan: subscr.Plan });
  const currentRank = findProduct(args.catalogue, subscr.BaseProduct)?.rank ?? -1;
  const isHigherEdition = checked.product.rank > currentRank;
  const isLowerEdition = checked.product.rank < currentRank;
  const selectedIds = checked.addons.map((addon) => addon.id);
  const addsAddons = selectedIds.some((id) => !subscr.Addons.includes(id));
  const removedAddons = subscr.Addons.filter((id) => !selectedIds.includes(id));
  const addsLicences =
    selection.noOfLicenses > subscr.NoOfLicenses ||
    paidSeats(checked.licenseType, selection.noOfLicenses) > paidSeats(subscr.LicenseType, subscr.NoOfLicenses);

  if (keepExpiry) {
    const error = checkKeepingExpiry({
      checked,
      current,
      remaining,
      isLowerEdition,
      removedAddons,
      addsSomething: isHigherEdition || addsAddons || addsLicences,
    });
    if (error) return { ok: false, error };
  }
  const kind: QuoteKind = isHigherEdition ? "upgrade" : addsAddons || addsLicences ? "extension" : "renewal";
  return { ok: true, value: { kind, current, remaining, buysNewPeriod: !keepExpiry, licencesHeld: subscr.NoOfLicenses, freshStart } };
}

/** Keeping the expiry date only makes sense when adding to a subscription that still has months left. */
function checkKeepingExpiry(args: {
  checked: CheckedSelection;
  current: InServiceSubscription;
  remaining: RemainingMonths;
  isLowerEdition: boolean;
  removedAddons: string[];
  addsSomething: boolean;
}): PricingError | null {
  const { subscr } = args.current;
  const selection = args.checked.selection;
  if (args.remaining.months === 0) {
    const message =
      args.current.status === "grace"
        ? `Your subscription ended on ${formatDay(subscr.ExpiryDate)} and is in its grace period until ${formatDay(addDays(subscr.ExpiryDate, GRACE_PERIOD_DAYS[subscr.Plan]))}. Choose 'Extend expiry date' to renew it.`
        : `Your subscription ends on ${formatDay(subscr.ExpiryDate)}, so there are no months left to upgrade. Choose 'Extend expiry date' to renew and upgrade together.`;
    return pricingError("SubscriptionEnds", message);
  }
  if (selection.plan !== subscr.Plan) {
    return pricingError(
      "PlanChange",
      `Keeping your expiry date keeps your ${subscr.Plan} plan. Choose the ${subscr.Plan} plan, or choose 'Extend expiry date' to switch to ${selection.plan}.`,
    );
  }
  if (args.isLowerEdition || args.removedAddons.length > 0) {
    return pricingError(
      "InvalidSelection",
      "Keeping your expiry date only lets you add to your subscription. To drop something, choose 'Extend expiry date': the change applies to the new period.",
    );
  }
  if (selection.noOfLicenses < subscr.NoOfLicenses) {
    return pricingError(
      "InvalidLicenseNumber",
      `You have ${subscr.NoOfLicenses} licences. Keeping your expiry date, you can only add licences.`,
    );
  }
  if (subscr.NoOfLicenses > 1 && args.checked.licenseType !== subscr.LicenseType) {
    return pricingError(
      "InvalidSelection",
      `Your licences are ${subscr.LicenseType === "Simultaneous" ? "simultaneous" : "non-simultaneous"}. The licence type can only change when you extend your expiry date.`,
    );
  }
  if (!args.addsSomething) {
    return pricingError(
      "SelectionModeChange",
      `You already have this subscription until ${formatDay(subscr.ExpiryDate)}. Add an edition upgrade, an add-on or a licence, or choose 'Extend expiry date' to renew it.`,
    );
  }
  return null;
}
