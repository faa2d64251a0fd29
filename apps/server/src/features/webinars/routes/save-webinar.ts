import { z } from "zod";
import { access, callerOf } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { saveWebinar } from "../services/admin/save-webinar.ts";
import { saveWebinarBody } from "./admin-webinar-schemas.ts";

const saveWebinarRoute: RouteModule = (app, deps) => {
  app.post(
    "/api/education/SaveWebinar",
    {
      config: { access: access.admin },
      schema: {
        tags: ["education"],
        summary: "Admin: create (no id) or edit a webinar or training video with every field; audit-logged",
        security: [{ bearer: [] }],
        body: saveWebinarBody,
        response: { 200: z.object({ id: z.number().int(), created: z.boolean() }) },
      },
    },
    async (request) => {
      const admin = await callerOf(request);
      return saveWebinar(deps, admin.userId, request.body);
    },
  );
};

export default saveWebinarRoute;
