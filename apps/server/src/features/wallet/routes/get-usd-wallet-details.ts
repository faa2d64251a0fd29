import { walletDetailsInUnits } from "@investar/core";
import { z } from "zod";
import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { getWalletDetails } from "../services/get-wallet-details.ts";
import { userId } from "@investar/contract/parts/user-id-query";
import { walletDetailsSchema } from "../../catalogue/index.ts";

/** The wallet a customer paying in US dollars can spend: their USD balances (no conversion between currencies). */
const getUsdWalletDetails: RouteModule = (app, deps) => {
  app.post(
    "/api/payment/GetUSDWalletDetails",
    {
      config: { access: access.self("body") },
      schema: {
        tags: ["payment"],
        summary: "The user's US-dollar wallet balances by kind, in dollars",
        security: [{ bearer: [] }],
        body: z.object({ userId }),
        response: { 200: walletDetailsSchema },
      },
    },
    async (request) => {
      return walletDetailsInUnits((await getWalletDetails(deps, request.body.userId)).USD);
    },
  );
};

export default getUsdWalletDetails;
