import type { StatementsPageServices } from "@investar/contract/pages/statements";
import type { AppDeps } from "../../deps.ts";
import { listStatementYears } from "./services/list-statement-years.ts";

/** My Subscription's statement services, bound to this app's dependencies. */
export function statementsPageServices(deps: AppDeps): StatementsPageServices {
  return {
    listStatementYears: (userId) => listStatementYears(deps, userId),
  };
}
