import { access, callerOf } from "../../../auth/access.ts";
import { adjustWallet as contract } from "@investar/contract/wallet/adjust-wallet";
import type { RouteModule } from "../../../http/app-types.ts";
import { contractRoute } from "../../../http/contract-route.ts";
import { adjustWallet } from "../services/adjust-wallet.ts";
import { ADMIN_USERS_TAG } from "../../admin-users/index.ts";

const adjustWalletRoute: RouteModule = (app, deps) =>
  contractRoute(app, {
    contract,
    config: { access: access.admin },
    tags: [ADMIN_USERS_TAG],
    summary:
      "Admin: credit or debit a customer's wallet (minor units) with a reason they see; a debit never takes a balance below zero (409); never one's own credit (403); a credit above the approval limit waits for a second admin; audit-logged",
    handler: async (request) => {
      const admin = await callerOf(request);
      return adjustWallet(deps, admin.userId, request.body);
    },
  });

export default adjustWalletRoute;
