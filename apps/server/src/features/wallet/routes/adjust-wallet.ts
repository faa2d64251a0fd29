import { access } from "../../../auth/access.ts";
import { adjustWallet as contract } from "@investar/contract/wallet/adjust-wallet";
import { adjustWallet } from "../services/adjust-wallet.ts";
import { route } from "./route.ts";

export default route(contract, {
  config: { access: access.admin },
  summary:
    "Admin: credit or debit a customer's wallet (minor units) with a reason they see; a debit never takes a balance below zero (409); never one's own credit (403); a credit above the approval limit waits for a second admin; audit-logged",
  handler: async (request, { deps, caller: admin }) => {
    return adjustWallet(deps, admin.userId, request.body);
  },
});
