import { access, callerOf } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { updateVersionHistory } from "../services/update-version-history.ts";
import { versionHistoryEntry } from "./get-version-history.ts";
import { ADMIN_RELEASES_TAG, isBetaQuery, versionNoteUpdateBody } from "./release-schemas.ts";

const updateVersionHistoryRoute: RouteModule = (app, deps) => {
  app.post(
    "/api/user/UpdateVersionHistory",
    {
      config: { access: access.admin },
      schema: {
        tags: [ADMIN_RELEASES_TAG],
        summary: "Admin: change a release note (isBeta says which channel it belongs to)",
        security: [{ bearer: [] }],
        querystring: isBetaQuery,
        body: versionNoteUpdateBody,
        response: { 200: versionHistoryEntry },
      },
    },
    async (request) => {
      const admin = await callerOf(request);
      return updateVersionHistory(deps, admin.userId, { ...request.body, isBeta: request.query.isBeta });
    },
  );
};

export default updateVersionHistoryRoute;
