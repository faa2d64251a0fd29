import { previewPriceChange as contract } from "@investar/contract/catalogue/preview-price-change";
import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { contractRoute } from "../../../http/contract-route.ts";
import { previewPriceChange } from "../services/preview-price-change.ts";
import { ADMIN_CATALOGUE_TAG } from "./catalogue-schemas.ts";

const previewPriceChangeRoute: RouteModule = (app, deps) =>
  contractRoute(app, {
    contract,
    config: { access: access.admin },
    tags: [ADMIN_CATALOGUE_TAG],
    summary:
      "Admin: what a price change reaches before it is saved — each price before → after, the pages showing it, the renewals it prices, when it goes live",
    handler: async (request) => {
      return previewPriceChange(deps, request.body.prices, request.body.effectiveFrom);
    },
  });

export default previewPriceChangeRoute;
