import { access, callerOf } from "../../../auth/access.ts";
import { deletePackage as contract } from "@investar/contract/catalogue/delete-package";
import type { RouteModule } from "../../../http/app-types.ts";
import { deletePackage } from "../services/delete-package.ts";
import { ADMIN_CATALOGUE_TAG } from "./catalogue-schemas.ts";

const deletePackageRoute: RouteModule = (app, deps) => {
  app.post(
    contract.path,
    {
      config: { access: access.admin },
      schema: {
        tags: [ADMIN_CATALOGUE_TAG],
        summary: "Admin: delete a package",
        security: [{ bearer: [] }],
        body: contract.body,
        response: { 200: contract.answer },
      },
    },
    async (request) => {
      const admin = await callerOf(request);
      return deletePackage(deps, admin.userId, request.body.id);
    },
  );
};

export default deletePackageRoute;
