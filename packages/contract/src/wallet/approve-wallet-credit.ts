import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { walletCreditDecisionBody } from "./wallet-credit-decision.ts";

export const approveWalletCredit = defineEndpoint({
  method: "POST",
  path: "/api/admin/ApproveWalletCredit",
  body: walletCreditDecisionBody,
  answer: z.object({
    requestId: z.number().int(),
    userId: z.number().int(),
    entryId: z.number().int(),
    balance: z.number().int().describe("That currency's and kind's balance after it, minor units"),
  }),
});
