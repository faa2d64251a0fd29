import { access, callerOf } from "../../../auth/access.ts";
import { approveWalletCredit as contract } from "@investar/contract/wallet/approve-wallet-credit";
import type { RouteModule } from "../../../http/app-types.ts";
import { contractRoute } from "../../../http/contract-route.ts";
import { approveWalletCredit } from "../services/approve-wallet-credit.ts";
import { ADMIN_USERS_TAG } from "../../admin-users/index.ts";

const approveWalletCreditRoute: RouteModule = (app, deps) =>
  contractRoute(app, {
    contract,
    config: { access: access.admin },
    tags: [ADMIN_USERS_TAG],
    summary:
      "Admin: approve a pending wallet credit (above the approval limit) that another admin asked for: it is credited once; 403 for the requester or the customer, 409 once decided; audit-logged",
    handler: async (request) => {
      const admin = await callerOf(request);
      return approveWalletCredit(deps, admin.userId, request.body.requestId);
    },
  });

export default approveWalletCreditRoute;
