import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { walletCreditDecisionBody } from "./wallet-credit-decision.ts";

export const rejectWalletCredit = defineEndpoint({
  method: "POST",
  path: "/api/admin/RejectWalletCredit",
  body: walletCreditDecisionBody,
  answer: z.object({ requestId: z.number().int(), userId: z.number().int() }),
});
