import { schedulePriceChange as contract } from "@investar/contract/catalogue/schedule-price-change";
import { access } from "../../../auth/access.ts";
import { schedulePriceChange } from "../services/schedule-price-change.ts";
import { route } from "./route.ts";

export default route(contract, {
  config: { access: access.admin },
  summary:
    "Admin: schedule prices for a later day in that day's dated price set (made as a copy of the set then in effect); not live before that day",
  handler: async (request, { deps, caller: admin }) => {
    return schedulePriceChange(deps, admin.userId, request.body);
  },
});
