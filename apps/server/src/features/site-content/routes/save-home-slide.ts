import { access } from "../../../auth/access.ts";
import { saveHomeSlide as contract } from "@investar/contract/site-content/save-home-slide";
import { saveHomeSlide } from "../services/save-home-slide.ts";
import { route } from "./route.ts";

export default route(contract, {
  config: { access: access.admin },
  summary: "Admin: add a home banner slide (no id) or change one: its text, link, picture, position and whether it shows",
  handler: async (request, { deps, caller: admin }) => {
    return saveHomeSlide(deps, admin.userId, request.body);
  },
});
