import { access, callerOf } from "../../../auth/access.ts";
import { deleteTestimonial as contract } from "@investar/contract/site-content/delete-testimonial";
import type { RouteModule } from "../../../http/app-types.ts";
import { deleteTestimonial } from "../services/delete-testimonial.ts";
import { ADMIN_SITE_TAG } from "./update-offer-content.ts";

const deleteTestimonialRoute: RouteModule = (app, deps) => {
  app.post(
    contract.path,
    {
      config: { access: access.admin },
      schema: {
        tags: [ADMIN_SITE_TAG],
        summary: "Admin: remove a customer testimonial from the home page",
        security: [{ bearer: [] }],
        body: contract.body,
        response: { 200: contract.answer },
      },
    },
    async (request) => {
      const admin = await callerOf(request);
      return deleteTestimonial(deps, admin.userId, request.body.id);
    },
  );
};

export default deleteTestimonialRoute;
