import { access, callerOf } from "../../../auth/access.ts";
import { saveHomeSlide as contract } from "@investar/contract/site-content/save-home-slide";
import type { RouteModule } from "../../../http/app-types.ts";
import { saveHomeSlide } from "../services/save-home-slide.ts";
import { ADMIN_SITE_TAG } from "./update-offer-content.ts";

const saveHomeSlideRoute: RouteModule = (app, deps) => {
  app.post(
    contract.path,
    {
      config: { access: access.admin },
      schema: {
        tags: [ADMIN_SITE_TAG],
        summary: "Admin: add a home banner slide (no id) or change one: its text, link, picture, position and whether it shows",
        security: [{ bearer: [] }],
        body: contract.body,
        response: { 200: contract.answer },
      },
    },
    async (request) => {
      const admin = await callerOf(request);
      return saveHomeSlide(deps, admin.userId, request.body);
    },
  );
};

export default saveHomeSlideRoute;
