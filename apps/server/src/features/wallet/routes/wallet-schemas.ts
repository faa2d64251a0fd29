import { minorToUnits, walletDetailsInUnits, type Currency, type WalletDetails } from "@investar/core";
import { z } from "zod";
import type { WalletEntriesPage } from "../services/list-wallet-entries.ts";
import { units, walletDetailsSchema } from "../../catalogue/index.ts";

/** Balances by currency and kind (docs/business-rules.md#wallet-details WalletDetails names), in units. */
export const walletBalancesSchema = z.object({ INR: walletDetailsSchema, USD: walletDetailsSchema });

export function balancesInUnits(balances: Record<Currency, WalletDetails>) {
  return { INR: walletDetailsInUnits(balances.INR), USD: walletDetailsInUnits(balances.USD) };
}

export const walletEntriesSchema = z.object({
  entries: z.array(
    z.object({
      id: z.number().int(),
      currency: z.enum(["INR", "USD"]),
      kind: z.enum(["subscription", "cash", "general"]),
      amount: units.describe("Positive: credit; negative: debit"),
      reason: z.string(),
      reference: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  totalEntries: z.number().int(),
  page: z.number().int(),
  pageCount: z.number().int(),
  pageSize: z.number().int(),
  pages: z.array(z.number().int()).describe("The window of page links to show (docs/business-rules.md#pager: 10)"),
});

export function entriesInUnits(page: WalletEntriesPage, pageSize: number) {
  return {
    entries: page.entries.map((entry) => ({ ...entry, amount: minorToUnits(entry.amount, entry.currency) })),
    totalEntries: page.totalEntries,
    page: page.pager.page,
    pageCount: page.pager.pageCount,
    pageSize,
    pages: page.pager.pages,
  };
}
