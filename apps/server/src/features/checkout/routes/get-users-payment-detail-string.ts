import { z } from "zod";
import { access } from "../../../auth/access.ts";
import { getPaymentDetailString } from "../services/get-payment-detail-string.ts";
import { userIdQuery } from "@investar/contract/parts/user-id-query";
import { pendingString, stringId } from "./payment-string-schemas.ts";
import { route } from "./route.ts";

export default route(
  {
    method: "POST",
    path: "/api/payment/GetUsersPaymentDetailString",
    query: userIdQuery,
    body: z.object({ stringId: stringId.optional() }).nullish(),
    answer: pendingString.nullable(),
  },
  {
    config: { access: access.self("query") },
    summary: "The user's pending payment detail string: the one under body.stringId (404 if none), or the newest (null if none)",
    handler: async (request, { deps }) => {
      return getPaymentDetailString(deps, request.query.userId, request.body?.stringId);
    },
  },
);
