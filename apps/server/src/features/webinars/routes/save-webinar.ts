import { access, callerOf } from "../../../auth/access.ts";
import { saveWebinar as contract } from "@investar/contract/webinars/save-webinar";
import type { RouteModule } from "../../../http/app-types.ts";
import { saveWebinar } from "../services/admin/save-webinar.ts";

const saveWebinarRoute: RouteModule = (app, deps) => {
  app.post(
    contract.path,
    {
      config: { access: access.admin },
      schema: {
        tags: ["education"],
        summary: "Admin: create (no id) or edit a webinar or training video with every field; audit-logged",
        security: [{ bearer: [] }],
        body: contract.body,
        response: { 200: contract.answer },
      },
    },
    async (request) => {
      const admin = await callerOf(request);
      return saveWebinar(deps, admin.userId, request.body);
    },
  );
};

export default saveWebinarRoute;
