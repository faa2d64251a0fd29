import { z } from "zod";
import { requireSelfOrAdmin } from "../../auth/principal.ts";
import type { RouteModule } from "../../http/app-types.ts";
import { requireSameSiteGet } from "../../http/same-site-get.ts";
import { requestEmailChange } from "../../services/account/request-email-change.ts";
import { userId } from "../user/user-id-query.ts";
import { flag } from "../schema-parts.ts";

export const emailChangeRateLimit = { rateLimit: { max: 10, timeWindow: "1 hour" } };
export const emailChangeAnswer = z.object({ message: z.string(), emailAddress: z.string() });

const updateEmailAddress: RouteModule = (app) => {
  app.get(
    "/api/auth/UpdateEmailAddress",
    {
      config: emailChangeRateLimit,
      schema: {
        tags: ["auth"],
        summary:
          "docs/business-rules.md#api-calls's spelling of an email change, for a login at most 10 minutes old (else 403: use the POST with the current password). Mails a verify-only link to the new address and a cancel link to the old one",
        security: [{ bearer: [] }],
        querystring: z.object({ userId, emailAddress: z.string().max(200), isSendEmail: flag().optional() }),
        response: { 200: emailChangeAnswer },
      },
    },
    async (request) => {
      const caller = await requireSelfOrAdmin(request, request.query.userId);
      requireSameSiteGet(request);
      return requestEmailChange(app.deps, caller, { userId: request.query.userId, emailAddress: request.query.emailAddress });
    },
  );
};

export default updateEmailAddress;
