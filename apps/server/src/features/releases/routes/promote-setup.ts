import { access, callerOf } from "../../../auth/access.ts";
import { promoteSetup as contract } from "@investar/contract/releases/promote-setup";
import type { RouteModule } from "../../../http/app-types.ts";
import { promoteSetupBuild } from "../services/promote-setup-build.ts";
import { ADMIN_RELEASES_TAG } from "./release-schemas.ts";

const promoteSetup: RouteModule = (app, deps) => {
  app.post(
    contract.path,
    {
      config: { access: access.admin },
      schema: {
        tags: [ADMIN_RELEASES_TAG],
        summary: "Admin: copy a Beta build to Prod, where it becomes the production download",
        security: [{ bearer: [] }],
        body: contract.body,
        response: { 200: contract.answer },
      },
    },
    async (request) => {
      const admin = await callerOf(request);
      return promoteSetupBuild(deps, admin.userId, request.body.id);
    },
  );
};

export default promoteSetup;
