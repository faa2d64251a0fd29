import type { CustomerTimelinePageServices } from "@investar/contract/pages/customer-timeline";
import type { AppDeps } from "../../deps.ts";
import { getCustomerTimeline } from "./services/get-customer-timeline.ts";

/** A customer's back-office page's timeline, bound to this app's dependencies. */
export function customerTimelinePageServices(deps: AppDeps): CustomerTimelinePageServices {
  return { getCustomerTimeline: (userId, options) => getCustomerTimeline(deps, userId, options) };
}
