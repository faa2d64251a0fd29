import { z } from "zod";
import { access } from "../../../auth/access.ts";
import { registerWebinarForFree } from "../services/register-webinar-for-free.ts";
import { idParam } from "@investar/contract/parts/id-param";
import { seatGrantResponse } from "./seat-grant-schema.ts";
import { paymentRoute } from "./route.ts";

export default paymentRoute(
  {
    method: "POST",
    path: "/api/payment/RegisterWebinarForFree",
    body: z.object({ webinarId: idParam("webinarId") }, { error: "Send the webinarId as JSON." }),
    answer: seatGrantResponse,
  },
  {
    config: { access: access.user },
    summary: "Register the caller for a free webinar, or (subscribers) a paid one priced within the catalogue's freeWebinarPriceLimit",
    handler: async (request, { deps, caller }) => {
      return registerWebinarForFree(deps, caller.userId, request.body.webinarId);
    },
  },
);
