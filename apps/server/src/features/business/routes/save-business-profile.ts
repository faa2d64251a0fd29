import { z } from "zod";
import { businessProfileInput } from "@investar/core";
import { access, callerOf } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { saveBusinessProfile } from "../services/save-business-profile.ts";

const saveBusinessProfileRoute: RouteModule = (app, deps) => {
  app.put(
    "/api/admin/business-profile",
    {
      config: { access: access.admin },
      schema: {
        tags: ["admin business"],
        summary: "Admin: replace the business profile whole (every field checked; 400 with a message per field, nothing saved)",
        security: [{ bearer: [] }],
        body: businessProfileInput,
        response: { 200: z.object({ version: z.number().int() }) },
      },
    },
    async (request) => {
      const admin = await callerOf(request);
      return saveBusinessProfile(deps, admin.userId, request.body);
    },
  );
};

export default saveBusinessProfileRoute;
