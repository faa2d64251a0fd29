import { z } from "zod";
import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { getPaymentDetailString } from "../services/get-payment-detail-string.ts";
import { userIdQuery } from "@investar/contract/parts/user-id-query";
import { pendingString, stringId } from "./payment-string-schemas.ts";

const getUsersPaymentDetailString: RouteModule = (app, deps) => {
  app.post(
    "/api/payment/GetUsersPaymentDetailString",
    {
      config: { access: access.self("query") },
      schema: {
        tags: ["payment"],
        summary: "The user's pending payment detail string: the one under body.stringId (404 if none), or the newest (null if none)",
        security: [{ bearer: [] }],
        querystring: userIdQuery,
        body: z.object({ stringId: stringId.optional() }).nullish(),
        response: { 200: pendingString.nullable() },
      },
    },
    async (request) => {
      return getPaymentDetailString(deps, request.query.userId, request.body?.stringId);
    },
  );
};

export default getUsersPaymentDetailString;
