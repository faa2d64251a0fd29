import { access } from "../../../auth/access.ts";
import { deleteWebinarMaterial as contract } from "@investar/contract/webinars/delete-webinar-material";
import { removeWebinarMaterial } from "../services/admin/remove-webinar-material.ts";
import { route } from "./route.ts";

export default route(contract, {
  config: { access: access.admin },
  summary: "Admin: remove one file from a webinar's materials",
  handler: async (request, { deps, caller: admin }) => {
    return removeWebinarMaterial(deps, admin.userId, request.query.materialId);
  },
});
