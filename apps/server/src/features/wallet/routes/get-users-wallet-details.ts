import { DEFAULT_PAGE_SIZE } from "@investar/core";
import { z } from "zod";
import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { getWalletDetails } from "../services/get-wallet-details.ts";
import { listWalletEntries } from "../services/list-wallet-entries.ts";
import { userId } from "@investar/contract/parts/user-id-query";
import { balancesInUnits, entriesInUnits, walletBalancesSchema, walletEntriesSchema } from "./wallet-schemas.ts";

const getUsersWalletDetails: RouteModule = (app, deps) => {
  app.get(
    "/api/payment/GetUsersWalletDetails",
    {
      config: { access: access.self("query") },
      schema: {
        tags: ["payment"],
        summary: "Wallet balances and the wallet history, newest first, 10 entries a page; amounts in units",
        security: [{ bearer: [] }],
        querystring: z.object({
          userId,
          page: z.coerce
            .number({ error: "page must be a number." })
            .int("page must be a whole number.")
            .min(1, "page starts at 1.")
            .max(1_000_000, "page is too large.")
            .default(1),
        }),
        response: { 200: z.object({ balances: walletBalancesSchema }).extend(walletEntriesSchema.shape) },
      },
    },
    async (request) => {
      const [balances, page] = await Promise.all([
        getWalletDetails(deps, request.query.userId),
        listWalletEntries(deps, request.query.userId, request.query.page),
      ]);
      return { balances: balancesInUnits(balances), ...entriesInUnits(page, DEFAULT_PAGE_SIZE) };
    },
  );
};

export default getUsersWalletDetails;
