import type { WebServices } from "@investar/web/load-context";
import type { AppDeps } from "../../deps.ts";
import { getHomeContent } from "./get-home-content.ts";
import { listPlanCards } from "./list-plan-cards.ts";
import { listVersionHistory } from "../releases/list-version-history.ts";
import { verifyEmail } from "../auth/verify-email.ts";
import { AppError } from "../../errors.ts";

/** The services page loaders call in-process, bound to this app's dependencies. */
export function createWebServices(deps: AppDeps): WebServices {
  return {
    getHomeContent: () => getHomeContent(deps),
    getPlanCards: () => listPlanCards(deps),
    listVersionHistory: (isBeta) => listVersionHistory(deps, isBeta),
    confirmEmail: async (token) => {
      try {
        return { ok: true, ...(await verifyEmail(deps, token)) };
      } catch (error) {
        if (error instanceof AppError && error.status < 500) return { ok: false, message: error.message };
        throw error;
      }
    },
  };
}
