import { access } from "../../../auth/access.ts";
import { saveNewsletter as contract } from "@investar/contract/newsletters/save-newsletter";
import { saveNewsletter } from "../services/save-newsletter.ts";
import { route } from "./route.ts";

export default route(contract, {
  config: { access: access.admin },
  summary: "Admin: save a draft newsletter (new without id); its kind decides who may get it",
  handler: async (request, { deps, caller: admin }) => {
    return saveNewsletter(deps, admin.userId, request.body);
  },
});
