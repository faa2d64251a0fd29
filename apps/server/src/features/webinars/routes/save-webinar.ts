import { saveWebinar as contract } from "@investar/contract/webinars/save-webinar";
import { requireAdmin } from "../../../auth/principal.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { saveWebinar } from "../services/admin/save-webinar.ts";

const saveWebinarRoute: RouteModule = (app, deps) => {
  app.post(
    contract.path,
    {
      schema: {
        tags: ["education"],
        summary: "Admin: create (no id) or edit a webinar or training video with every field; audit-logged",
        security: [{ bearer: [] }],
        body: contract.body,
        response: { 200: contract.answer },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      return saveWebinar(deps, admin.userId, request.body);
    },
  );
};

export default saveWebinarRoute;
