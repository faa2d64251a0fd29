import { z } from "zod";
import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { listBridgeUserIds } from "../services/list-bridge-user-ids.ts";

/** docs/business-rules.md#api-other "Other": the bridge-payment service's "get all user ids", as an admin-only call of our API. */
const bridgeGetAllUserIds: RouteModule = (app, deps) => {
  app.get(
    "/api/payment/BridgeGetAllUserIds",
    {
      config: { access: access.admin },
      schema: {
        tags: ["payment admin"],
        summary: "Admin (bridge service): ids of the customers with a manual payment waiting for activation",
        security: [{ bearer: [] }],
        response: { 200: z.array(z.number().int()) },
      },
    },
    async () => {
      return listBridgeUserIds(deps);
    },
  );
};

export default bridgeGetAllUserIds;
