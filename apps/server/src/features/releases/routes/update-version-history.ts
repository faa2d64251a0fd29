import { access, callerOf } from "../../../auth/access.ts";
import { updateVersionHistory as contract } from "@investar/contract/releases/update-version-history";
import type { RouteModule } from "../../../http/app-types.ts";
import { contractRoute } from "../../../http/contract-route.ts";
import { updateVersionHistory } from "../services/update-version-history.ts";
import { ADMIN_RELEASES_TAG } from "./release-schemas.ts";

const updateVersionHistoryRoute: RouteModule = (app, deps) =>
  contractRoute(app, {
    contract,
    config: { access: access.admin },
    tags: [ADMIN_RELEASES_TAG],
    summary: "Admin: change a release note (isBeta says which channel it belongs to)",
    handler: async (request) => {
      const admin = await callerOf(request);
      return updateVersionHistory(deps, admin.userId, { ...request.body, isBeta: request.query.isBeta });
    },
  });

export default updateVersionHistoryRoute;
