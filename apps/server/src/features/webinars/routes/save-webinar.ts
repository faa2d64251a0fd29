import { access } from "../../../auth/access.ts";
import { saveWebinar as contract } from "@investar/contract/webinars/save-webinar";
import { saveWebinar } from "../services/admin/save-webinar.ts";
import { route } from "./route.ts";

export default route(contract, {
  config: { access: access.admin },
  summary: "Admin: create (no id) or edit a webinar or training video with every field; audit-logged",
  handler: async (request, { deps, caller: admin }) => {
    return saveWebinar(deps, admin.userId, request.body);
  },
});
