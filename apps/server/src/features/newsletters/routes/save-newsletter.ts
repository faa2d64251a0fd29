import { MARKETING_MAIL_KINDS } from "@investar/core";
import { z } from "zod";
import { access, callerOf } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { saveNewsletter } from "../services/save-newsletter.ts";
import { markdownField, NEWSLETTERS_TAG, newsletterSummary } from "./newsletter-schemas.ts";

const saveNewsletterRoute: RouteModule = (app, deps) => {
  app.post(
    "/api/admin/newsletters",
    {
      config: { access: access.admin },
      schema: {
        tags: [NEWSLETTERS_TAG],
        summary: "Admin: save a draft newsletter (new without id); its kind decides who may get it",
        security: [{ bearer: [] }],
        body: z.object({
          id: z.number().int().positive().optional(),
          kind: z.enum(MARKETING_MAIL_KINDS, { error: "Choose what kind of mail this is." }),
          subject: z.string().trim().min(3, "Write a subject of at least 3 characters.").max(200, "Keep the subject under 200 characters."),
          markdown: markdownField,
        }),
        response: { 200: newsletterSummary },
      },
    },
    async (request) => {
      const admin = await callerOf(request);
      return saveNewsletter(deps, admin.userId, request.body);
    },
  );
};

export default saveNewsletterRoute;
