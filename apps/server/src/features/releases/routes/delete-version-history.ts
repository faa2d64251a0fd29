import { access, callerOf } from "../../../auth/access.ts";
import { deleteVersionHistory as contract } from "@investar/contract/releases/delete-version-history";
import type { RouteModule } from "../../../http/app-types.ts";
import { deleteVersionHistory } from "../services/delete-version-history.ts";
import { ADMIN_RELEASES_TAG } from "./release-schemas.ts";

const deleteVersionHistoryRoute: RouteModule = (app, deps) => {
  app.post(
    contract.path,
    {
      config: { access: access.admin },
      schema: {
        tags: [ADMIN_RELEASES_TAG],
        summary: "Admin: remove a release note from the version history",
        security: [{ bearer: [] }],
        body: contract.body,
        response: { 200: contract.answer },
      },
    },
    async (request) => {
      const admin = await callerOf(request);
      return deleteVersionHistory(deps, admin.userId, request.body.id);
    },
  );
};

export default deleteVersionHistoryRoute;
