import type { MarketingPageServices } from "@investar/contract/pages/marketing";
import type { AppDeps } from "../../deps.ts";
import { listCampaignSignUps } from "./services/list-campaign-sign-ups.ts";

/** /admin/campaign-sign-ups' service, bound to this app's dependencies. */
export function marketingPageServices(deps: AppDeps): MarketingPageServices {
  return {
    listCampaignSignUps: (page) => listCampaignSignUps(deps, page),
  };
}
