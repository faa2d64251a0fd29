import { z } from "zod";
import { access, callerOf } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { savePackage } from "../services/save-package.ts";
import { ADMIN_CATALOGUE_TAG, packageBody } from "./catalogue-schemas.ts";

const savePackageRoute: RouteModule = (app, deps) => {
  app.post(
    "/api/admin/catalogue/packages",
    {
      config: { access: access.admin },
      schema: {
        tags: [ADMIN_CATALOGUE_TAG],
        summary: "Admin: add or change a ready-made package",
        security: [{ bearer: [] }],
        body: packageBody,
        response: { 200: z.object({ id: z.number().int() }) },
      },
    },
    async (request) => {
      const admin = await callerOf(request);
      return savePackage(deps, admin.userId, request.body);
    },
  );
};

export default savePackageRoute;
