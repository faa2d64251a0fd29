import { z } from "zod";
import { access, callerOf } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { approveWalletCredit } from "../services/approve-wallet-credit.ts";
import { ADMIN_USERS_TAG, walletCreditDecisionBody } from "../../admin-users/index.ts";

const approveWalletCreditRoute: RouteModule = (app, deps) => {
  app.post(
    "/api/admin/ApproveWalletCredit",
    {
      config: { access: access.admin },
      schema: {
        tags: [ADMIN_USERS_TAG],
        summary:
          "Admin: approve a pending wallet credit (above the approval limit) that another admin asked for: it is credited once; 403 for the requester or the customer, 409 once decided; audit-logged",
        security: [{ bearer: [] }],
        body: walletCreditDecisionBody,
        response: {
          200: z.object({
            requestId: z.number().int(),
            userId: z.number().int(),
            entryId: z.number().int(),
            balance: z.number().int().describe("That currency's and kind's balance after it, minor units"),
          }),
        },
      },
    },
    async (request) => {
      const admin = await callerOf(request);
      return approveWalletCredit(deps, admin.userId, request.body.requestId);
    },
  );
};

export default approveWalletCreditRoute;
