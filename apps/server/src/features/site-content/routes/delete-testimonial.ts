import { access } from "../../../auth/access.ts";
import { deleteTestimonial as contract } from "@investar/contract/site-content/delete-testimonial";
import { deleteTestimonial } from "../services/delete-testimonial.ts";
import { route } from "./route.ts";

export default route(contract, {
  config: { access: access.admin },
  summary: "Admin: remove a customer testimonial from the home page",
  handler: async (request, { deps, caller: admin }) => {
    return deleteTestimonial(deps, admin.userId, request.body.id);
  },
});
