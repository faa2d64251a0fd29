import { access, callerOf } from "../../../auth/access.ts";
import { rejectWalletCredit as contract } from "@investar/contract/wallet/reject-wallet-credit";
import type { RouteModule } from "../../../http/app-types.ts";
import { contractRoute } from "../../../http/contract-route.ts";
import { rejectWalletCredit } from "../services/reject-wallet-credit.ts";
import { ADMIN_USERS_TAG } from "../../admin-users/index.ts";

const rejectWalletCreditRoute: RouteModule = (app, deps) =>
  contractRoute(app, {
    contract,
    config: { access: access.admin },
    tags: [ADMIN_USERS_TAG],
    summary:
      "Admin: reject a pending wallet credit another admin asked for; nothing is credited; 403 for the requester or the customer, 409 once decided; audit-logged",
    handler: async (request) => {
      const admin = await callerOf(request);
      return rejectWalletCredit(deps, admin.userId, request.body.requestId);
    },
  });

export default rejectWalletCreditRoute;
