import { z } from "zod";
import { access, callerOf } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { updateSiteCounter } from "../services/update-site-counter.ts";
import { ADMIN_SITE_TAG } from "./update-offer-content.ts";

const counter = z.object({ key: z.string(), label: z.string(), target: z.number().int() });

const updateSiteCounterRoute: RouteModule = (app, deps) => {
  app.post(
    "/api/admin/UpdateSiteCounter",
    {
      config: { access: access.admin },
      schema: {
        tags: [ADMIN_SITE_TAG],
        summary: "Admin: change a home page counter's label and the figure it counts up to",
        security: [{ bearer: [] }],
        querystring: z.object({ key: z.string().min(1, "key is required.").max(60) }),
        body: z.object({
          label: z
            .string({ error: "Please enter the label." })
            .trim()
            .min(1, "Please enter the label.")
            .max(60, "A label has at most 60 characters."),
          target: z
            .number({ error: "Enter the target as a whole number." })
            .int("Enter the target as a whole number.")
            .min(0, "The target can't be negative.")
            .max(1_000_000_000, "That target is too large."),
        }),
        response: { 200: counter },
      },
    },
    async (request) => {
      const admin = await callerOf(request);
      return updateSiteCounter(deps, admin.userId, request.query.key, request.body);
    },
  );
};

export default updateSiteCounterRoute;
