import { z } from "zod";
import { requireSelfOrAdmin } from "../../auth/principal.ts";
import type { RouteModule } from "../../http/app-types.ts";
import { requireSameSiteGet } from "../../http/same-site-get.ts";
import { requestEmailChange } from "../../services/account/request-email-change.ts";
import { userId } from "../user/user-id-query.ts";

const updateEmailAddress: RouteModule = (app) => {
  app.get(
    "/api/auth/UpdateEmailAddress",
    {
      config: { rateLimit: { max: 10, timeWindow: "1 hour" } },
      schema: {
        tags: ["auth"],
        summary: "Ask to change the login email: a verification link goes to the new address, which takes effect once it is opened",
        security: [{ bearer: [] }],
        querystring: z.object({ userId, emailAddress: z.string().max(200), isSendEmail: z.stringbool().optional() }),
        response: { 200: z.object({ message: z.string(), emailAddress: z.string() }) },
      },
    },
    async (request) => {
      await requireSelfOrAdmin(request, request.query.userId);
      requireSameSiteGet(request);
      return requestEmailChange(app.deps, request.query.userId, request.query.emailAddress);
    },
  );
};

export default updateEmailAddress;
