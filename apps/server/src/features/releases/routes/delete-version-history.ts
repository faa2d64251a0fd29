import { z } from "zod";
import { access, callerOf } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { deleteVersionHistory } from "../services/delete-version-history.ts";
import { ADMIN_RELEASES_TAG, idBody } from "./release-schemas.ts";

const deleteVersionHistoryRoute: RouteModule = (app, deps) => {
  app.post(
    "/api/user/DeleteVersionHistory",
    {
      config: { access: access.admin },
      schema: {
        tags: [ADMIN_RELEASES_TAG],
        summary: "Admin: remove a release note from the version history",
        security: [{ bearer: [] }],
        body: idBody,
        response: { 200: z.object({ id: z.number().int() }) },
      },
    },
    async (request) => {
      const admin = await callerOf(request);
      return deleteVersionHistory(deps, admin.userId, request.body.id);
    },
  );
};

export default deleteVersionHistoryRoute;
