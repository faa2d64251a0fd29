import { access, callerOf } from "../../../auth/access.ts";
import { deleteSetup as contract } from "@investar/contract/releases/delete-setup";
import type { RouteModule } from "../../../http/app-types.ts";
import { deleteSetupBuild } from "../services/delete-setup-build.ts";
import { ADMIN_RELEASES_TAG } from "./release-schemas.ts";

const deleteSetup: RouteModule = (app, deps) => {
  app.post(
    contract.path,
    {
      config: { access: access.admin },
      schema: {
        tags: [ADMIN_RELEASES_TAG],
        summary: "Admin: withdraw a build; its channel's download goes back to the previous one",
        security: [{ bearer: [] }],
        body: contract.body,
        response: { 200: contract.answer },
      },
    },
    async (request) => {
      const admin = await callerOf(request);
      return deleteSetupBuild(deps, admin.userId, request.body.id);
    },
  );
};

export default deleteSetup;
