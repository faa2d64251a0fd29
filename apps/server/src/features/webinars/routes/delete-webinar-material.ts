import { z } from "zod";
import { access, callerOf } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { removeWebinarMaterial } from "../services/admin/remove-webinar-material.ts";
import { idParam } from "@investar/contract/parts/id-param";

const deleteWebinarMaterial: RouteModule = (app, deps) => {
  app.post(
    "/api/education/DeleteWebinarMaterial",
    {
      config: { access: access.admin },
      schema: {
        tags: ["education"],
        summary: "Admin: remove one file from a webinar's materials",
        security: [{ bearer: [] }],
        querystring: z.object({ materialId: idParam("materialId") }),
        response: { 200: z.object({ removed: z.string() }) },
      },
    },
    async (request) => {
      const admin = await callerOf(request);
      return removeWebinarMaterial(deps, admin.userId, request.query.materialId);
    },
  );
};

export default deleteWebinarMaterial;
