import { access } from "../../../auth/access.ts";
import { getWalletDetails } from "../services/get-wallet-details.ts";
import { userIdQuery } from "@investar/contract/parts/user-id-query";
import { balancesInUnits, walletBalancesSchema } from "./wallet-schemas.ts";
import { paymentRoute } from "./route.ts";

export default paymentRoute(
  { method: "GET", path: "/api/payment/GetWalletDetails", query: userIdQuery, answer: walletBalancesSchema },
  {
    config: { access: access.self("query") },
    summary: "Wallet balances by currency and kind (subscription credit, cash credit, general credit), in units",
    handler: async (request, { deps }) => {
      return balancesInUnits(await getWalletDetails(deps, request.query.userId));
    },
  },
);
