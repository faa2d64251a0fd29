import { access, callerOf } from "../../../auth/access.ts";
import { savePackage as contract } from "@investar/contract/catalogue/save-package";
import type { RouteModule } from "../../../http/app-types.ts";
import { savePackage } from "../services/save-package.ts";
import { ADMIN_CATALOGUE_TAG } from "./catalogue-schemas.ts";

const savePackageRoute: RouteModule = (app, deps) => {
  app.post(
    contract.path,
    {
      config: { access: access.admin },
      schema: {
        tags: [ADMIN_CATALOGUE_TAG],
        summary: "Admin: add or change a ready-made package",
        security: [{ bearer: [] }],
        body: contract.body,
        response: { 200: contract.answer },
      },
    },
    async (request) => {
      const admin = await callerOf(request);
      return savePackage(deps, admin.userId, request.body);
    },
  );
};

export default savePackageRoute;
