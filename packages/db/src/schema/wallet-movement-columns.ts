import { bigint, text } from "drizzle-orm/pg-core";
import type { Currency, WalletKind } from "@investar/core";
import { users } from "./users.ts";
import { requiredLink } from "./reference-columns.ts";

/**
 * What says how much moves in whose wallet, and why (docs/architecture.md#wallet-ledger): shared by the ledger's own rows
 * (wallet_ledger) and the credits waiting for a second admin (wallet_credit_requests), which become ledger rows once approved.
 */
export function walletMovementColumns() {
  return {
    userId: requiredLink("user_id", () => users.id),
    currency: text("currency").$type<Currency>().notNull(),
    kind: text("kind").$type<WalletKind>().notNull(),
    /** Minor units; each table says which signs it takes. */
    amount: bigint("amount", { mode: "number" }).notNull(),
    reason: text("reason").notNull(),
  };
}
