import { minorToUnits, walletDetailsInUnits, WALLET_KINDS, type Currency, type WalletDetails } from "@investar/core";
import { z } from "zod";
import type { WalletEntriesPage } from "../services/list-wallet-entries.ts";
import { currency, units, walletDetailsSchema } from "../../catalogue/index.ts";

/** Balances by currency and kind (docs/business-rules.md#wallet-details WalletDetails names), in units. */
export const walletBalancesSchema = z.object({ INR: walletDetailsSchema, USD: walletDetailsSchema });

export function balancesInUnits(balances: Record<Currency, WalletDetails>) {
  return { INR: walletDetailsInUnits(balances.INR), USD: walletDetailsInUnits(balances.USD) };
}

/** One wallet entry, its amount in the answer's money: units for the customer, minor units for the back office. */
export function walletEntrySchema<Amount extends z.ZodType>(amount: Amount) {
  return z.object({
    id: z.number().int(),
    currency,
    kind: z.enum(WALLET_KINDS),
    amount,
    reason: z.string(),
    reference: z.string().nullable(),
    createdAt: z.string(),
  });
}

export const walletEntriesSchema = z.object({
  entries: z.array(walletEntrySchema(units.describe("Positive: credit; negative: debit"))),
  totalEntries: z.number().int(),
  page: z.number().int(),
  pageCount: z.number().int(),
  pageSize: z.number().int(),
  pages: z.array(z.number().int()).describe("The window of page links to show (docs/business-rules.md#pager: 10)"),
  older: z.string().nullable().describe("The `older` that asks for the entries after this page (ADR 0063), or null on the last page"),
});

export function entriesInUnits(page: WalletEntriesPage, pageSize: number) {
  return {
    entries: page.entries.map((entry) => ({ ...entry, amount: minorToUnits(entry.amount, entry.currency) })),
    totalEntries: page.totalEntries,
    page: page.pager.page,
    pageCount: page.pager.pageCount,
    pageSize,
    pages: page.pager.pages,
    older: page.older,
  };
}
