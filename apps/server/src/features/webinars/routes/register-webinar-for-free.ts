import { z } from "zod";
import { access, callerOf } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { registerWebinarForFree } from "../services/register-webinar-for-free.ts";
import { idParam } from "@investar/contract/parts/id-param";
import { seatGrantResponse } from "./seat-grant-schema.ts";

const registerWebinarForFreeRoute: RouteModule = (app, deps) => {
  app.post(
    "/api/payment/RegisterWebinarForFree",
    {
      config: { access: access.user },
      schema: {
        tags: ["payment"],
        summary: "Register the caller for a free webinar, or (subscribers) a paid one priced within the catalogue's freeWebinarPriceLimit",
        security: [{ bearer: [] }],
        body: z.object({ webinarId: idParam("webinarId") }, { error: "Send the webinarId as JSON." }),
        response: { 200: seatGrantResponse },
      },
    },
    async (request) => {
      const caller = await callerOf(request);
      return registerWebinarForFree(deps, caller.userId, request.body.webinarId);
    },
  );
};

export default registerWebinarForFreeRoute;
