import { z } from "zod";

/** ApproveWalletCredit and RejectWalletCredit: which pending credit (docs/business-rules.md#wallet-credit-approval). */
export const walletCreditDecisionBody = z.object({
  requestId: z
    .number({ error: "Give the credit request's id." })
    .int("Give the credit request's id.")
    .positive("Give the credit request's id."),
});
