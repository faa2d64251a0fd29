import { access, callerOf } from "../../../auth/access.ts";
import { deleteWebinarMaterial as contract } from "@investar/contract/webinars/delete-webinar-material";
import type { RouteModule } from "../../../http/app-types.ts";
import { removeWebinarMaterial } from "../services/admin/remove-webinar-material.ts";

const deleteWebinarMaterial: RouteModule = (app, deps) => {
  app.post(
    contract.path,
    {
      config: { access: access.admin },
      schema: {
        tags: ["education"],
        summary: "Admin: remove one file from a webinar's materials",
        security: [{ bearer: [] }],
        querystring: contract.query,
        response: { 200: contract.answer },
      },
    },
    async (request) => {
      const admin = await callerOf(request);
      return removeWebinarMaterial(deps, admin.userId, request.query.materialId);
    },
  );
};

export default deleteWebinarMaterial;
