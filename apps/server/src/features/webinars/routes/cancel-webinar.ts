import { z } from "zod";
import { access, callerOf } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { cancelWebinar } from "../services/admin/cancel-webinar.ts";
import { webinarIdQuery } from "./webinar-schemas.ts";

const cancelWebinarRoute: RouteModule = (app, deps) => {
  app.post(
    "/api/education/CancelWebinar",
    {
      config: { access: access.admin },
      schema: {
        tags: ["education"],
        summary:
          "Admin: cancel a webinar once: registrants are notified and bought seats refunded to the wallet as cash credit; asking again changes nothing",
        security: [{ bearer: [] }],
        querystring: webinarIdQuery,
        body: z.object(
          {
            reason: z.string({ error: "reason must be text." }).trim().max(500, "The reason can have at most 500 characters.").default(""),
          },
          { error: "Send the reason as JSON." },
        ),
        response: { 200: z.object({ cancelled: z.boolean(), notified: z.number().int(), refunded: z.number().int() }) },
      },
    },
    async (request) => {
      const admin = await callerOf(request);
      return cancelWebinar(deps, admin.userId, request.query.webinarId, request.body.reason);
    },
  );
};

export default cancelWebinarRoute;
