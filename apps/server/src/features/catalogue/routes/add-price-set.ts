import { access } from "../../../auth/access.ts";
import { addPriceSet as contract } from "@investar/contract/catalogue/add-price-set";
import { addPriceSet } from "../services/add-price-set.ts";
import { route } from "./route.ts";

export default route(contract, {
  config: { access: access.admin },
  summary: "Admin: add a dated price set (a copy of the set in effect) that prices new purchases from its date",
  handler: async (request, { deps, caller: admin }) => {
    return addPriceSet(deps, admin.userId, request.body);
  },
});
