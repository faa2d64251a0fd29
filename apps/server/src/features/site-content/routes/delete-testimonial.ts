import { access, callerOf } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { deleteTestimonial } from "../services/delete-testimonial.ts";
import { deleted, idBody } from "./site-content-schemas.ts";
import { ADMIN_SITE_TAG } from "./update-offer-content.ts";

const deleteTestimonialRoute: RouteModule = (app, deps) => {
  app.post(
    "/api/admin/DeleteTestimonial",
    {
      config: { access: access.admin },
      schema: {
        tags: [ADMIN_SITE_TAG],
        summary: "Admin: remove a customer testimonial from the home page",
        security: [{ bearer: [] }],
        body: idBody,
        response: { 200: deleted },
      },
    },
    async (request) => {
      const admin = await callerOf(request);
      return deleteTestimonial(deps, admin.userId, request.body.id);
    },
  );
};

export default deleteTestimonialRoute;
