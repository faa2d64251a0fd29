import { access, callerOf } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { sendNewsletter } from "../services/send-newsletter.ts";
import { NEWSLETTERS_TAG, newsletterIdBody, newsletterSummary } from "./newsletter-schemas.ts";

const sendNewsletterRoute: RouteModule = (app, deps) => {
  app.post(
    "/api/admin/newsletters/send",
    {
      config: { access: access.admin },
      schema: {
        tags: [NEWSLETTERS_TAG],
        summary: "Admin: send a newsletter to every customer opted in to its kind (queued at a steady rate; once only)",
        security: [{ bearer: [] }],
        body: newsletterIdBody,
        response: { 200: newsletterSummary },
      },
    },
    async (request) => {
      const admin = await callerOf(request);
      return sendNewsletter(deps, admin.userId, request.body.id);
    },
  );
};

export default sendNewsletterRoute;
