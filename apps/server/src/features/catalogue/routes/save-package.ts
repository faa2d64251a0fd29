import { savePackage as contract } from "@investar/contract/catalogue/save-package";
import { requireAdmin } from "../../../auth/principal.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { savePackage } from "../services/save-package.ts";
import { ADMIN_CATALOGUE_TAG } from "./catalogue-schemas.ts";

const savePackageRoute: RouteModule = (app, deps) => {
  app.post(
    contract.path,
    {
      schema: {
        tags: [ADMIN_CATALOGUE_TAG],
        summary: "Admin: add or change a ready-made package",
        security: [{ bearer: [] }],
        body: contract.body,
        response: { 200: contract.answer },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      return savePackage(deps, admin.userId, request.body);
    },
  );
};

export default savePackageRoute;
