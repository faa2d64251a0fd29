import { access } from "../../../auth/access.ts";
import { rejectWalletCredit as contract } from "@investar/contract/wallet/reject-wallet-credit";
import { rejectWalletCredit } from "../services/reject-wallet-credit.ts";
import { route } from "./route.ts";

export default route(contract, {
  config: { access: access.admin },
  summary:
    "Admin: reject a pending wallet credit another admin asked for; nothing is credited; 403 for the requester or the customer, 409 once decided; audit-logged",
  handler: async (request, { deps, caller: admin }) => {
    return rejectWalletCredit(deps, admin.userId, request.body.requestId);
  },
});
