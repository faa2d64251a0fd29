import { access, callerOf } from "../../../auth/access.ts";
import { saveNewsletter as contract } from "@investar/contract/newsletters/save-newsletter";
import type { RouteModule } from "../../../http/app-types.ts";
import { saveNewsletter } from "../services/save-newsletter.ts";
import { NEWSLETTERS_TAG } from "./newsletter-schemas.ts";

const saveNewsletterRoute: RouteModule = (app, deps) => {
  app.post(
    contract.path,
    {
      config: { access: access.admin },
      schema: {
        tags: [NEWSLETTERS_TAG],
        summary: "Admin: save a draft newsletter (new without id); its kind decides who may get it",
        security: [{ bearer: [] }],
        body: contract.body,
        response: { 200: contract.answer },
      },
    },
    async (request) => {
      const admin = await callerOf(request);
      return saveNewsletter(deps, admin.userId, request.body);
    },
  );
};

export default saveNewsletterRoute;
