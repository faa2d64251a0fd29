import { access, callerOf } from "../../../auth/access.ts";
import { saveBreach as contract } from "@investar/contract/privacy-requests/save-breach";
import type { RouteModule } from "../../../http/app-types.ts";
import { saveBreach } from "../services/save-breach.ts";
import { ADMIN_PRIVACY_TAG } from "./privacy-request-tags.ts";

const saveBreachRoute: RouteModule = (app, deps) => {
  app.post(
    contract.path,
    {
      config: { access: access.admin },
      schema: {
        tags: [ADMIN_PRIVACY_TAG],
        summary: "Admin: record a personal-data breach, or update its record (new without id); audited",
        security: [{ bearer: [] }],
        body: contract.body,
        response: { 200: contract.answer },
      },
    },
    async (request) => {
      const admin = await callerOf(request);
      return saveBreach(deps, admin.userId, request.body);
    },
  );
};

export default saveBreachRoute;
