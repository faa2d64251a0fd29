import { access } from "../../../auth/access.ts";
import { savePrices as contract } from "@investar/contract/catalogue/save-prices";
import { savePrices } from "../services/save-prices.ts";
import { route } from "./route.ts";

export default route(contract, {
  config: { access: access.admin },
  summary: "Admin: set prices (minor units) of products and add-ons in a price set",
  handler: async (request, { deps, caller: admin }) => {
    return savePrices(deps, admin.userId, request.body.prices);
  },
});
