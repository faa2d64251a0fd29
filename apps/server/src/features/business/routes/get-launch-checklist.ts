import { access } from "../../../auth/access.ts";
import { launchChecklistAnswer } from "./business-schemas.ts";
import { getLaunchChecklist } from "../services/get-launch-checklist.ts";
import { route } from "./route.ts";

export default route(
  { method: "GET", path: "/api/admin/launch-checklist", answer: launchChecklistAnswer },
  {
    config: { access: access.admin },
    summary: "Admin: what must be true before the site takes money, item by item ({ id, label, done, detail, link })",
    handler: async (_request, { deps }) => {
      return getLaunchChecklist(deps);
    },
  },
);
