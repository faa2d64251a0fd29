import { access, callerOf } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { saveTestimonial } from "../services/save-testimonial.ts";
import { adminTestimonial, testimonialBody } from "./site-content-schemas.ts";
import { ADMIN_SITE_TAG } from "./update-offer-content.ts";

const saveTestimonialRoute: RouteModule = (app, deps) => {
  app.post(
    "/api/admin/SaveTestimonial",
    {
      config: { access: access.admin },
      schema: {
        tags: [ADMIN_SITE_TAG],
        summary: "Admin: add a customer testimonial (no id) or change one: name, place, text, position and whether it shows",
        security: [{ bearer: [] }],
        body: testimonialBody,
        response: { 200: adminTestimonial },
      },
    },
    async (request) => {
      const admin = await callerOf(request);
      return saveTestimonial(deps, admin.userId, request.body);
    },
  );
};

export default saveTestimonialRoute;
