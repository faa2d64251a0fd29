import { access, callerOf } from "../../../auth/access.ts";
import { sendTestNewsletter as contract } from "@investar/contract/newsletters/send-test-newsletter";
import type { RouteModule } from "../../../http/app-types.ts";
import { sendTestNewsletter } from "../services/send-test-newsletter.ts";
import { NEWSLETTERS_TAG } from "./newsletter-schemas.ts";

const sendTestNewsletterRoute: RouteModule = (app, deps) => {
  app.post(
    contract.path,
    {
      config: { access: access.admin },
      schema: {
        tags: [NEWSLETTERS_TAG],
        summary: "Admin: mail a test copy of a newsletter to the caller's own address",
        security: [{ bearer: [] }],
        body: contract.body,
        response: { 200: contract.answer },
      },
    },
    async (request) => {
      const admin = await callerOf(request);
      return sendTestNewsletter(deps, admin.userId, request.body.id);
    },
  );
};

export default sendTestNewsletterRoute;
