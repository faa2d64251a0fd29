import { requireAdmin } from "../../../auth/principal.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { deletePackage } from "../services/delete-package.ts";
import { ADMIN_CATALOGUE_TAG, deleted, idBody } from "./catalogue-schemas.ts";

const deletePackageRoute: RouteModule = (app, deps) => {
  app.post(
    "/api/admin/catalogue/packages/delete",
    {
      schema: {
        tags: [ADMIN_CATALOGUE_TAG],
        summary: "Admin: delete a package",
        security: [{ bearer: [] }],
        body: idBody,
        response: { 200: deleted },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      return deletePackage(deps, admin.userId, request.body.id);
    },
  );
};

export default deletePackageRoute;
