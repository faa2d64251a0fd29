import { z } from "zod";
import { requireAdmin } from "../../../auth/principal.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { removeWebinarMaterial } from "../services/admin/remove-webinar-material.ts";
import { idParam } from "@investar/contract/parts/id-param";

const deleteWebinarMaterial: RouteModule = (app, deps) => {
  app.post(
    "/api/education/DeleteWebinarMaterial",
    {
      schema: {
        tags: ["education"],
        summary: "Admin: remove one file from a webinar's materials",
        security: [{ bearer: [] }],
        querystring: z.object({ materialId: idParam("materialId") }),
        response: { 200: z.object({ removed: z.string() }) },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      return removeWebinarMaterial(deps, admin.userId, request.query.materialId);
    },
  );
};

export default deleteWebinarMaterial;
