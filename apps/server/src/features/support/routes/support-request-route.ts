import { z } from "zod";
import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { multipartForm, readMultipartForm, withMultipart } from "../../../http/multipart.ts";
import { requestLanguage } from "../../../http/page-language.ts";
import type { SupportRequestKind } from "../services/support-request-forms.ts";
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TOO_LARGE, MAX_ATTACHMENTS, submitSupportRequest } from "../services/submit-support-request.ts";

/** SendReportProblem and SendBrokerRequest take the same multipart form (files + a JSON `report`); only the report differs. */
export function supportRequestRoute(url: string, kind: SupportRequestKind, summary: string): RouteModule {
  return (app, deps) =>
    withMultipart(app, (scope) => {
      scope.post(
        url,
        {
          // Public (a visitor may not have an account yet), so limited per address.
          config: { access: access.anyone, rateLimit: { max: 5, timeWindow: "1 hour" } },
          schema: {
            tags: ["user"],
            summary: `${summary}: multipart/form-data with a JSON \`report\` field and up to ${MAX_ATTACHMENTS} files (images, PDF, .txt/.log, .zip; 5 MB each)`,
            consumes: ["multipart/form-data"],
            ...multipartForm({
              file: {
                name: "files",
                maxFiles: MAX_ATTACHMENTS,
                maxBytes: ATTACHMENT_MAX_BYTES,
                description: "Attachments: images, PDF, .txt/.log, .zip",
              },
              fields: { report: { description: "The report as JSON text (the form's fields)" } },
            }),
            querystring: z.object({ email: z.string().max(200) }),
            response: { 200: z.object({ id: z.number().int(), reference: z.string(), message: z.string() }) },
          },
        },
        async (request) => {
          const principal = await request.principal();
          const form = await readMultipartForm(request, {
            maxFiles: MAX_ATTACHMENTS,
            maxFileBytes: ATTACHMENT_MAX_BYTES,
            tooLarge: ATTACHMENT_TOO_LARGE,
          });
          return submitSupportRequest(
            deps,
            kind,
            { email: request.query.email, report: form.fields.report, files: form.files, language: requestLanguage(request) },
            principal,
          );
        },
      );
    });
}
