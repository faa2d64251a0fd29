import { access, callerOf } from "../../../auth/access.ts";
import { deleteHomeSlide as contract } from "@investar/contract/site-content/delete-home-slide";
import type { RouteModule } from "../../../http/app-types.ts";
import { deleteHomeSlide } from "../services/delete-home-slide.ts";
import { ADMIN_SITE_TAG } from "./update-offer-content.ts";

const deleteHomeSlideRoute: RouteModule = (app, deps) => {
  app.post(
    contract.path,
    {
      config: { access: access.admin },
      schema: {
        tags: [ADMIN_SITE_TAG],
        summary: "Admin: remove a slide from the home page's banner",
        security: [{ bearer: [] }],
        body: contract.body,
        response: { 200: contract.answer },
      },
    },
    async (request) => {
      const admin = await callerOf(request);
      return deleteHomeSlide(deps, admin.userId, request.body.id);
    },
  );
};

export default deleteHomeSlideRoute;
