import { schedulePriceChange as contract } from "@investar/contract/catalogue/schedule-price-change";
import { access, callerOf } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { contractRoute } from "../../../http/contract-route.ts";
import { schedulePriceChange } from "../services/schedule-price-change.ts";
import { ADMIN_CATALOGUE_TAG } from "./catalogue-schemas.ts";

const schedulePriceChangeRoute: RouteModule = (app, deps) =>
  contractRoute(app, {
    contract,
    config: { access: access.admin },
    tags: [ADMIN_CATALOGUE_TAG],
    summary:
      "Admin: schedule prices for a later day in that day's dated price set (made as a copy of the set then in effect); not live before that day",
    handler: async (request) => {
      const admin = await callerOf(request);
      return schedulePriceChange(deps, admin.userId, request.body);
    },
  });

export default schedulePriceChangeRoute;
