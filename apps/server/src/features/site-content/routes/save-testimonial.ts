import { access, callerOf } from "../../../auth/access.ts";
import { saveTestimonial as contract } from "@investar/contract/site-content/save-testimonial";
import type { RouteModule } from "../../../http/app-types.ts";
import { saveTestimonial } from "../services/save-testimonial.ts";
import { ADMIN_SITE_TAG } from "./update-offer-content.ts";

const saveTestimonialRoute: RouteModule = (app, deps) => {
  app.post(
    contract.path,
    {
      config: { access: access.admin },
      schema: {
        tags: [ADMIN_SITE_TAG],
        summary: "Admin: add a customer testimonial (no id) or change one: name, place, text, position and whether it shows",
        security: [{ bearer: [] }],
        body: contract.body,
        response: { 200: contract.answer },
      },
    },
    async (request) => {
      const admin = await callerOf(request);
      return saveTestimonial(deps, admin.userId, request.body);
    },
  );
};

export default saveTestimonialRoute;
