import { deleteWebinarMaterial as contract } from "@investar/contract/webinars/delete-webinar-material";
import { requireAdmin } from "../../../auth/principal.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { removeWebinarMaterial } from "../services/admin/remove-webinar-material.ts";

const deleteWebinarMaterial: RouteModule = (app, deps) => {
  app.post(
    contract.path,
    {
      schema: {
        tags: ["education"],
        summary: "Admin: remove one file from a webinar's materials",
        security: [{ bearer: [] }],
        querystring: contract.query,
        response: { 200: contract.answer },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      return removeWebinarMaterial(deps, admin.userId, request.query.materialId);
    },
  );
};

export default deleteWebinarMaterial;
