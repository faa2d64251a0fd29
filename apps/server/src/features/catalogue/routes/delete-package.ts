import { access } from "../../../auth/access.ts";
import { deletePackage as contract } from "@investar/contract/catalogue/delete-package";
import { deletePackage } from "../services/delete-package.ts";
import { route } from "./route.ts";

export default route(contract, {
  config: { access: access.admin },
  summary: "Admin: delete a package",
  handler: async (request, { deps, caller: admin }) => {
    return deletePackage(deps, admin.userId, request.body.id);
  },
});
