import { access } from "../../../auth/access.ts";
import { saveStandalonePrices as contract } from "@investar/contract/catalogue/save-standalone-prices";
import { saveStandalonePrices } from "../services/save-standalone-prices.ts";
import { route } from "./route.ts";

export default route(contract, {
  config: { access: access.admin },
  summary: "Admin: replace the standalone price list (INR, paise)",
  handler: async (request, { deps, caller: admin }) => {
    return saveStandalonePrices(deps, admin.userId, request.body.items);
  },
});
