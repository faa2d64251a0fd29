import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { getWalletDetails } from "../services/get-wallet-details.ts";
import { userIdQuery } from "@investar/contract/parts/user-id-query";
import { balancesInUnits, walletBalancesSchema } from "./wallet-schemas.ts";

const getWalletDetailsRoute: RouteModule = (app, deps) => {
  app.get(
    "/api/payment/GetWalletDetails",
    {
      config: { access: access.self("query") },
      schema: {
        tags: ["payment"],
        summary: "Wallet balances by currency and kind (subscription credit, cash credit, general credit), in units",
        security: [{ bearer: [] }],
        querystring: userIdQuery,
        response: { 200: walletBalancesSchema },
      },
    },
    async (request) => {
      return balancesInUnits(await getWalletDetails(deps, request.query.userId));
    },
  );
};

export default getWalletDetailsRoute;
