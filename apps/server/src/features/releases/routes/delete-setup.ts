import { z } from "zod";
import { access, callerOf } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { deleteSetupBuild } from "../services/delete-setup-build.ts";
import { ADMIN_RELEASES_TAG, idBody } from "./release-schemas.ts";

const deleteSetup: RouteModule = (app, deps) => {
  app.post(
    "/api/admin/DeleteSetup",
    {
      config: { access: access.admin },
      schema: {
        tags: [ADMIN_RELEASES_TAG],
        summary: "Admin: withdraw a build; its channel's download goes back to the previous one",
        security: [{ bearer: [] }],
        body: idBody,
        response: { 200: z.object({ id: z.number().int() }) },
      },
    },
    async (request) => {
      const admin = await callerOf(request);
      return deleteSetupBuild(deps, admin.userId, request.body.id);
    },
  );
};

export default deleteSetup;
