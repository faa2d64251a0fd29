/**
 * Which parts of My Subscription apply to a customer (docs/business-rules.md#my-subscription-page): the page shows only what concerns
 * them, so a paying customer is not told about a trial and nobody is asked to activate data they never
 * bought.
 */
import type { IsoDate } from "./dates.ts";
import type { Catalogue } from "./catalogue.ts";
import type { UserSubscriptionDetails } from "./subscription.ts";

/**
 * Intraday activation switches on the intraday data a customer paid for
 * (docs/business-rules.md#intraday-activation): it concerns only someone whose desktop or mobile
 * subscription holds a data add-on (intraday, real-time or Nifty special feeds).
 */
export function hasBoughtIntradayData(catalogue: Catalogue, details: UserSubscriptionDetails): boolean {
  const dataAddons = new Set(catalogue.addons.filter((addon) => addon.isDataAddon).map((addon) => addon.id));
  return [details.ToolSubscr, details.MobileSubscr].some(
    (subscr) => subscr?.IsSubscribed === true && subscr.Addons.some((id) => dataAddons.has(id)),
  );
}

/**
 * The free trial's end date while the trial is the customer's story: once a desktop subscription has been
 * paid for, "Free trial ends on …" next to it would read as if the paid plan were a trial.
 */
export function trialEndToShow(details: UserSubscriptionDetails): IsoDate | null {
  return details.ToolSubscr?.IsSubscribed ? null : details.TrialEndDate;
}
