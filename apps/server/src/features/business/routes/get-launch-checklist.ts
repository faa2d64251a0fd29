import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { launchChecklistAnswer } from "./business-schemas.ts";
import { getLaunchChecklist } from "../services/get-launch-checklist.ts";

const getLaunchChecklistRoute: RouteModule = (app, deps) => {
  app.get(
    "/api/admin/launch-checklist",
    {
      config: { access: access.admin },
      schema: {
        tags: ["admin business"],
        summary: "Admin: what must be true before the site takes money, item by item ({ id, label, done, detail, link })",
        security: [{ bearer: [] }],
        response: { 200: launchChecklistAnswer },
      },
    },
    async () => {
      return getLaunchChecklist(deps);
    },
  );
};

export default getLaunchChecklistRoute;
