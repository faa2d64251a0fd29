import { previewPriceChange as contract } from "@investar/contract/catalogue/preview-price-change";
import { access } from "../../../auth/access.ts";
import { previewPriceChange } from "../services/preview-price-change.ts";
import { route } from "./route.ts";

export default route(contract, {
  config: { access: access.admin },
  summary:
    "Admin: what a price change reaches before it is saved — each price before → after, the pages showing it, the renewals it prices, when it goes live",
  handler: async (request, { deps }) => {
    return previewPriceChange(deps, request.body.prices, request.body.effectiveFrom);
  },
});
