import { access, callerOf } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { saveHomeSlide } from "../services/save-home-slide.ts";
import { adminHomeSlide, homeSlideBody } from "./site-content-schemas.ts";
import { ADMIN_SITE_TAG } from "./update-offer-content.ts";

const saveHomeSlideRoute: RouteModule = (app, deps) => {
  app.post(
    "/api/admin/SaveHomeSlide",
    {
      config: { access: access.admin },
      schema: {
        tags: [ADMIN_SITE_TAG],
        summary: "Admin: add a home banner slide (no id) or change one: its text, link, picture, position and whether it shows",
        security: [{ bearer: [] }],
        body: homeSlideBody,
        response: { 200: adminHomeSlide },
      },
    },
    async (request) => {
      const admin = await callerOf(request);
      return saveHomeSlide(deps, admin.userId, request.body);
    },
  );
};

export default saveHomeSlideRoute;
