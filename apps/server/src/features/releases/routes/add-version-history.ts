import { access, callerOf } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { addVersionHistory } from "../services/add-version-history.ts";
import { versionHistoryEntry } from "./get-version-history.ts";
import { ADMIN_RELEASES_TAG, isBetaQuery, versionNoteBody } from "./release-schemas.ts";

const addVersionHistoryRoute: RouteModule = (app, deps) => {
  app.post(
    "/api/user/AddVersionHistory",
    {
      config: { access: access.admin },
      schema: {
        tags: [ADMIN_RELEASES_TAG],
        summary: "Admin: add a release note to the production or (isBeta=true) beta version history",
        security: [{ bearer: [] }],
        querystring: isBetaQuery,
        body: versionNoteBody,
        response: { 200: versionHistoryEntry },
      },
    },
    async (request) => {
      const admin = await callerOf(request);
      return addVersionHistory(deps, admin.userId, { ...request.body, isBeta: request.query.isBeta });
    },
  );
};

export default addVersionHistoryRoute;
