import { access, callerOf } from "../../../auth/access.ts";
import { sendNewsletter as contract } from "@investar/contract/newsletters/send-newsletter";
import type { RouteModule } from "../../../http/app-types.ts";
import { sendNewsletter } from "../services/send-newsletter.ts";
import { NEWSLETTERS_TAG } from "./newsletter-schemas.ts";

const sendNewsletterRoute: RouteModule = (app, deps) => {
  app.post(
    contract.path,
    {
      config: { access: access.admin },
      schema: {
        tags: [NEWSLETTERS_TAG],
        summary: "Admin: send a newsletter to every customer opted in to its kind (queued at a steady rate; once only)",
        security: [{ bearer: [] }],
        body: contract.body,
        response: { 200: contract.answer },
      },
    },
    async (request) => {
      const admin = await callerOf(request);
      return sendNewsletter(deps, admin.userId, request.body.id);
    },
  );
};

export default sendNewsletterRoute;
