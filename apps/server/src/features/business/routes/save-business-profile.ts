import { access, callerOf } from "../../../auth/access.ts";
import { saveBusinessProfile as contract } from "@investar/contract/business/save-business-profile";
import type { RouteModule } from "../../../http/app-types.ts";
import { saveBusinessProfile } from "../services/save-business-profile.ts";

const saveBusinessProfileRoute: RouteModule = (app, deps) => {
  app.put(
    contract.path,
    {
      config: { access: access.admin },
      schema: {
        tags: ["admin business"],
        summary: "Admin: replace the business profile whole (every field checked; 400 with a message per field, nothing saved)",
        security: [{ bearer: [] }],
        body: contract.body,
        response: { 200: contract.answer },
      },
    },
    async (request) => {
      const admin = await callerOf(request);
      return saveBusinessProfile(deps, admin.userId, request.body);
    },
  );
};

export default saveBusinessProfileRoute;
