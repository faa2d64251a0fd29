import { access } from "../../../auth/access.ts";
import { savePackage as contract } from "@investar/contract/catalogue/save-package";
import { savePackage } from "../services/save-package.ts";
import { route } from "./route.ts";

export default route(contract, {
  config: { access: access.admin },
  summary: "Admin: add or change a ready-made package",
  handler: async (request, { deps, caller: admin }) => {
    return savePackage(deps, admin.userId, request.body);
  },
});
