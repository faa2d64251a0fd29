import { access } from "../../../auth/access.ts";
import { approveWalletCredit as contract } from "@investar/contract/wallet/approve-wallet-credit";
import { approveWalletCredit } from "../services/approve-wallet-credit.ts";
import { route } from "./route.ts";

export default route(contract, {
  config: { access: access.admin },
  summary:
    "Admin: approve a pending wallet credit (above the approval limit) that another admin asked for: it is credited once; 403 for the requester or the customer, 409 once decided; audit-logged",
  handler: async (request, { deps, caller: admin }) => {
    return approveWalletCredit(deps, admin.userId, request.body.requestId);
  },
});
