import { access } from "../../../auth/access.ts";
import { saveTestimonial as contract } from "@investar/contract/site-content/save-testimonial";
import { saveTestimonial } from "../services/save-testimonial.ts";
import { route } from "./route.ts";

export default route(contract, {
  config: { access: access.admin },
  summary: "Admin: add a customer testimonial (no id) or change one: name, place, text, position and whether it shows",
  handler: async (request, { deps, caller: admin }) => {
    return saveTestimonial(deps, admin.userId, request.body);
  },
});
