import { access, callerOf } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { promoteSetupBuild } from "../services/promote-setup-build.ts";
import { ADMIN_RELEASES_TAG, idBody, setupBuild } from "./release-schemas.ts";

const promoteSetup: RouteModule = (app, deps) => {
  app.post(
    "/api/admin/PromoteSetup",
    {
      config: { access: access.admin },
      schema: {
        tags: [ADMIN_RELEASES_TAG],
        summary: "Admin: copy a Beta build to Prod, where it becomes the production download",
        security: [{ bearer: [] }],
        body: idBody,
        response: { 200: setupBuild },
      },
    },
    async (request) => {
      const admin = await callerOf(request);
      return promoteSetupBuild(deps, admin.userId, request.body.id);
    },
  );
};

export default promoteSetup;
