import { z } from "zod";
import { access } from "../../../auth/access.ts";
import { listBridgeUserIds } from "../services/list-bridge-user-ids.ts";
import { route } from "./route.ts";

/** docs/business-rules.md#api-other "Other": the bridge-payment service's "get all user ids", as an admin-only call of our API. */
export default route(
  { method: "GET", path: "/api/payment/BridgeGetAllUserIds", answer: z.array(z.number().int()) },
  {
    config: { access: access.admin },
    summary: "Admin (bridge service): ids of the customers with a manual payment waiting for activation",
    handler: async (_request, { deps }) => {
      return listBridgeUserIds(deps);
    },
  },
);
