import { access, callerOf } from "../../../auth/access.ts";
import { addVersionHistory as contract } from "@investar/contract/releases/add-version-history";
import type { RouteModule } from "../../../http/app-types.ts";
import { contractRoute } from "../../../http/contract-route.ts";
import { addVersionHistory } from "../services/add-version-history.ts";
import { ADMIN_RELEASES_TAG } from "./release-schemas.ts";

const addVersionHistoryRoute: RouteModule = (app, deps) =>
  contractRoute(app, {
    contract,
    config: { access: access.admin },
    tags: [ADMIN_RELEASES_TAG],
    summary: "Admin: add a release note to the production or (isBeta=true) beta version history",
    handler: async (request) => {
      const admin = await callerOf(request);
      return addVersionHistory(deps, admin.userId, { ...request.body, isBeta: request.query.isBeta });
    },
  });

export default addVersionHistoryRoute;
