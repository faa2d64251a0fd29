import { access } from "../../../auth/access.ts";
import { previewNewsletter as contract } from "@investar/contract/newsletters/preview-newsletter";
import type { RouteModule } from "../../../http/app-types.ts";
import { previewNewsletter } from "../services/preview-newsletter.ts";
import { NEWSLETTERS_TAG } from "./newsletter-schemas.ts";

const previewNewsletterRoute: RouteModule = (app) => {
  app.post(
    contract.path,
    {
      config: { access: access.admin },
      schema: {
        tags: [NEWSLETTERS_TAG],
        summary: "Admin: the sanitised HTML a newsletter's Markdown becomes in the mail",
        security: [{ bearer: [] }],
        body: contract.body,
        response: { 200: contract.answer },
      },
    },
    async (request) => {
      return previewNewsletter(request.body.markdown);
    },
  );
};

export default previewNewsletterRoute;
