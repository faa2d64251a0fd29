import type { TwoFactorPageServices } from "@investar/contract/pages/two-factor";
import type { AppDeps } from "../../deps.ts";
import { getTwoFactorStatus } from "./services/get-two-factor-status.ts";

/** /admin/two-factor's service, bound to this app's dependencies. */
export function twoFactorPageServices(deps: AppDeps): TwoFactorPageServices {
  return {
    getTwoFactorStatus: (userId) => getTwoFactorStatus(deps, userId),
  };
}
