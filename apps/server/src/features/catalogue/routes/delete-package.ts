import { access, callerOf } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { deletePackage } from "../services/delete-package.ts";
import { ADMIN_CATALOGUE_TAG, deleted, idBody } from "./catalogue-schemas.ts";

const deletePackageRoute: RouteModule = (app, deps) => {
  app.post(
    "/api/admin/catalogue/packages/delete",
    {
      config: { access: access.admin },
      schema: {
        tags: [ADMIN_CATALOGUE_TAG],
        summary: "Admin: delete a package",
        security: [{ bearer: [] }],
        body: idBody,
        response: { 200: deleted },
      },
    },
    async (request) => {
      const admin = await callerOf(request);
      return deletePackage(deps, admin.userId, request.body.id);
    },
  );
};

export default deletePackageRoute;
