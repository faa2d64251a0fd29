import { indiaToday, inServiceSubscription, type Catalogue } from "@investar/core";
import type { AppDeps } from "../../../deps.ts";
import { getSubscriptionDetails } from "../../subscriptions/index.ts";

/** A paying customer: a desktop or mobile subscription in service with something paid in it (a trial is not one). */
export async function isPayingSubscriber(deps: AppDeps, userId: number, catalogue: Catalogue): Promise<boolean> {
  const details = await getSubscriptionDetails(deps, userId);
  const isFree = (id: string) => catalogue.products.find((product) => product.id === id)?.isFree ?? false;
  const today = indiaToday(deps.now());
  return [details.ToolSubscr, details.MobileSubscr].some((subscr) => inServiceSubscription(subscr, isFree, today) !== null);
}
