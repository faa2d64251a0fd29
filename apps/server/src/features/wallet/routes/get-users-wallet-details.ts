import { DEFAULT_PAGE_SIZE, minorToUnits, parseKeysetCursor } from "@investar/core";
import { keysetCursorParam } from "@investar/contract/parts/keyset-cursor";
import { z } from "zod";
import { access } from "../../../auth/access.ts";
import { getWalletDetails } from "../services/get-wallet-details.ts";
import { listWalletEntries } from "../services/list-wallet-entries.ts";
import { listWalletMovements } from "../services/list-wallet-movements.ts";
import { userId } from "@investar/contract/parts/user-id-query";
import { balancesInUnits, entriesInUnits, walletBalancesSchema, walletEntriesSchema } from "./wallet-schemas.ts";
import { paymentRoute } from "./route.ts";

export default paymentRoute(
  {
    method: "GET",
    path: "/api/payment/GetUsersWalletDetails",
    query: z.object({
      userId,
      page: z.coerce
        .number({ error: "page must be a number." })
        .int("page must be a whole number.")
        .min(1, "page starts at 1.")
        .max(1_000_000, "page is too large.")
        .default(1),
      older: keysetCursorParam.optional(),
    }),
    answer: z.union([
      z.object({ balances: walletBalancesSchema }).extend(walletEntriesSchema.shape),
      z.object({ balances: walletBalancesSchema }).extend(walletEntriesSchema.pick({ entries: true, older: true }).shape),
    ]),
  },
  {
    config: { access: access.self("query") },
    summary:
      "Wallet balances and the wallet history, newest first, 10 entries a page; amounts in units. With `older` (the `older` of a previous answer) the 10 entries before that position, by keyset, with no page numbers",
    handler: async (request, { deps }) => {
      const { older } = request.query;
      if (older !== undefined) {
        // The deep pages of a long history (ADR 0063): no count, no OFFSET.
        const [balances, movements] = await Promise.all([
          getWalletDetails(deps, request.query.userId),
          listWalletMovements(deps, request.query.userId, parseKeysetCursor(older)),
        ]);
        const entries = movements.entries.map((entry) => ({ ...entry, amount: minorToUnits(entry.amount, entry.currency) }));
        return { balances: balancesInUnits(balances), entries, older: movements.older };
      }
      const [balances, page] = await Promise.all([
        getWalletDetails(deps, request.query.userId),
        listWalletEntries(deps, request.query.userId, request.query.page),
      ]);
      return { balances: balancesInUnits(balances), ...entriesInUnits(page, DEFAULT_PAGE_SIZE) };
    },
  },
);
