import { access, callerOf } from "../../../auth/access.ts";
import { actOnPrivacyRequest as contract } from "@investar/contract/privacy-requests/act-on-privacy-request";
import type { RouteModule } from "../../../http/app-types.ts";
import { actOnPrivacyRequest } from "../services/act-on-privacy-request.ts";
import { ADMIN_PRIVACY_TAG } from "./privacy-request-tags.ts";

const actOnPrivacyRequestRoute: RouteModule = (app, deps) => {
  app.post(
    contract.path,
    {
      config: { access: access.admin },
      schema: {
        tags: [ADMIN_PRIVACY_TAG],
        summary:
          "Admin: act on a privacy request (change its state, take it, note why, mail the customer); history and audit log record it",
        security: [{ bearer: [] }],
        body: contract.body,
        response: { 200: contract.answer },
      },
    },
    async (request) => {
      const admin = await callerOf(request);
      return actOnPrivacyRequest(deps, admin.userId, request.body);
    },
  );
};

export default actOnPrivacyRequestRoute;
