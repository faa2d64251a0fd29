import { access } from "../../../auth/access.ts";
import { deleteHomeSlide as contract } from "@investar/contract/site-content/delete-home-slide";
import { deleteHomeSlide } from "../services/delete-home-slide.ts";
import { route } from "./route.ts";

export default route(contract, {
  config: { access: access.admin },
  summary: "Admin: remove a slide from the home page's banner",
  handler: async (request, { deps, caller: admin }) => {
    return deleteHomeSlide(deps, admin.userId, request.body.id);
  },
});
