import type { AccountClosurePageServices } from "@investar/contract/pages/account-closure";
import type { AppDeps } from "../../deps.ts";
import { getClosurePage } from "./services/get-closure-page.ts";

/** The close-account page's services, bound to this app's dependencies. */
export function accountClosurePageServices(deps: AppDeps): AccountClosurePageServices {
  return {
    getClosurePage: (userId) => getClosurePage(deps, userId),
  };
}
