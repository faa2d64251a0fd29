import { access } from "../../../auth/access.ts";
import { saveAddon as contract } from "@investar/contract/catalogue/save-addon";
import { saveAddon } from "../services/save-addon.ts";
import { route } from "./route.ts";

export default route(contract, {
  config: { access: access.admin },
  summary: "Admin: add or change an add-on and the editions it is sold with",
  handler: async (request, { deps, caller: admin }) => {
    return saveAddon(deps, admin.userId, request.body);
  },
});
