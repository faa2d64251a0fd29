import { walletDetailsInUnits } from "@investar/core";
import { z } from "zod";
import { access } from "../../../auth/access.ts";
import { getWalletDetails } from "../services/get-wallet-details.ts";
import { userId } from "@investar/contract/parts/user-id-query";
import { walletDetailsSchema } from "../../catalogue/index.ts";
import { paymentRoute } from "./route.ts";

/** The wallet a customer paying in US dollars can spend: their USD balances (no conversion between currencies). */
export default paymentRoute(
  { method: "POST", path: "/api/payment/GetUSDWalletDetails", body: z.object({ userId }), answer: walletDetailsSchema },
  {
    config: { access: access.self("body") },
    summary: "The user's US-dollar wallet balances by kind, in dollars",
    handler: async (request, { deps }) => {
      return walletDetailsInUnits((await getWalletDetails(deps, request.body.userId)).USD);
    },
  },
);
