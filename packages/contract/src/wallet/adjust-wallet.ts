import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { WALLET_KINDS } from "@investar/core";
import { jsonUserId } from "../parts/json-user-id.ts";

const body = z.object({
  userId: jsonUserId,
  direction: z.enum(["credit", "debit"], { error: "Choose credit or debit." }),
  currency: z.enum(["INR", "USD"], { error: "Choose INR or USD." }),
  kind: z.enum(WALLET_KINDS, { error: "Choose subscription, cash or general credit." }),
  amount: z
    .number({ error: "Enter the amount." })
    .int("Enter the amount as a whole number of paise or cents.")
    .positive("The amount must be more than zero.")
    .max(1e10, "That amount is too large."),
  reason: z
    .string({ error: "Please enter the reason." })
    .trim()
    .min(3, "Please enter the reason (the customer sees it in their wallet).")
    .max(200, "The reason has at most 200 characters."),
});

export const adjustWallet = defineEndpoint({
  method: "POST",
  path: "/api/admin/AdjustWallet",
  body: body,
  answer: z.object({
    userId: z.number().int(),
    entryId: z.number().int().nullable().describe("The ledger entry; null while the credit waits for approval"),
    balance: z.number().int().describe("That currency's and kind's balance after it, minor units"),
    pendingRequestId: z
      .number()
      .int()
      .nullable()
      .describe("A credit above the approval limit: the request another admin approves or rejects (ApproveWalletCredit)"),
  }),
});
