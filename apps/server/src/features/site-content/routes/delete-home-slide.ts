import { access, callerOf } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { deleteHomeSlide } from "../services/delete-home-slide.ts";
import { deleted, idBody } from "./site-content-schemas.ts";
import { ADMIN_SITE_TAG } from "./update-offer-content.ts";

const deleteHomeSlideRoute: RouteModule = (app, deps) => {
  app.post(
    "/api/admin/DeleteHomeSlide",
    {
      config: { access: access.admin },
      schema: {
        tags: [ADMIN_SITE_TAG],
        summary: "Admin: remove a slide from the home page's banner",
        security: [{ bearer: [] }],
        body: idBody,
        response: { 200: deleted },
      },
    },
    async (request) => {
      const admin = await callerOf(request);
      return deleteHomeSlide(deps, admin.userId, request.body.id);
    },
  );
};

export default deleteHomeSlideRoute;
