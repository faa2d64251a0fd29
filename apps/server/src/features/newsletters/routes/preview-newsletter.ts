import { z } from "zod";
import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { previewNewsletter } from "../services/preview-newsletter.ts";
import { markdownField, NEWSLETTERS_TAG } from "./newsletter-schemas.ts";

const previewNewsletterRoute: RouteModule = (app) => {
  app.post(
    "/api/admin/newsletters/preview",
    {
      config: { access: access.admin },
      schema: {
        tags: [NEWSLETTERS_TAG],
        summary: "Admin: the sanitised HTML a newsletter's Markdown becomes in the mail",
        security: [{ bearer: [] }],
        body: z.object({ markdown: markdownField }),
        response: { 200: z.object({ html: z.string() }) },
      },
    },
    async (request) => {
      return previewNewsletter(request.body.markdown);
    },
  );
};

export default previewNewsletterRoute;
