import { z } from "zod";
import { access, callerOf } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { rejectWalletCredit } from "../services/reject-wallet-credit.ts";
import { ADMIN_USERS_TAG, walletCreditDecisionBody } from "../../admin-users/index.ts";

const rejectWalletCreditRoute: RouteModule = (app, deps) => {
  app.post(
    "/api/admin/RejectWalletCredit",
    {
      config: { access: access.admin },
      schema: {
        tags: [ADMIN_USERS_TAG],
        summary:
          "Admin: reject a pending wallet credit another admin asked for; nothing is credited; 403 for the requester or the customer, 409 once decided; audit-logged",
        security: [{ bearer: [] }],
        body: walletCreditDecisionBody,
        response: { 200: z.object({ requestId: z.number().int(), userId: z.number().int() }) },
      },
    },
    async (request) => {
      const admin = await callerOf(request);
      return rejectWalletCredit(deps, admin.userId, request.body.requestId);
    },
  );
};

export default rejectWalletCreditRoute;
