import { z } from "zod";
import { access, callerOf } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { sendTestNewsletter } from "../services/send-test-newsletter.ts";
import { NEWSLETTERS_TAG, newsletterIdBody } from "./newsletter-schemas.ts";

const sendTestNewsletterRoute: RouteModule = (app, deps) => {
  app.post(
    "/api/admin/newsletters/send-test",
    {
      config: { access: access.admin },
      schema: {
        tags: [NEWSLETTERS_TAG],
        summary: "Admin: mail a test copy of a newsletter to the caller's own address",
        security: [{ bearer: [] }],
        body: newsletterIdBody,
        response: { 200: z.object({ sentTo: z.string() }) },
      },
    },
    async (request) => {
      const admin = await callerOf(request);
      return sendTestNewsletter(deps, admin.userId, request.body.id);
    },
  );
};

export default sendTestNewsletterRoute;
