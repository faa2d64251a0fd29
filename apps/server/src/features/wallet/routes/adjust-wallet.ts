import { z } from "zod";
import { access, callerOf } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { adjustWallet } from "../services/adjust-wallet.ts";
import { ADMIN_USERS_TAG, adjustWalletBody } from "../../admin-users/index.ts";

const adjustWalletRoute: RouteModule = (app, deps) => {
  app.post(
    "/api/admin/AdjustWallet",
    {
      config: { access: access.admin },
      schema: {
        tags: [ADMIN_USERS_TAG],
        summary:
          "Admin: credit or debit a customer's wallet (minor units) with a reason they see; a debit never takes a balance below zero (409); never one's own credit (403); a credit above the approval limit waits for a second admin; audit-logged",
        security: [{ bearer: [] }],
        body: adjustWalletBody,
        response: {
          200: z.object({
            userId: z.number().int(),
            entryId: z.number().int().nullable().describe("The ledger entry; null while the credit waits for approval"),
            balance: z.number().int().describe("That currency's and kind's balance after it, minor units"),
            pendingRequestId: z
              .number()
              .int()
              .nullable()
              .describe("A credit above the approval limit: the request another admin approves or rejects (ApproveWalletCredit)"),
          }),
        },
      },
    },
    async (request) => {
      const admin = await callerOf(request);
      return adjustWallet(deps, admin.userId, request.body);
    },
  );
};

export default adjustWalletRoute;
