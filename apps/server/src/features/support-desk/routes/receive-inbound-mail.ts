import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { access } from "../../../auth/access.ts";
import { AppError, notFound } from "../../../errors.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { describeMultipartError, multipartForm, withMultipart } from "../../../http/multipart.ts";
import { readMailgunMail, verifyMailgunSignature } from "../../../integrations/mail/mailgun-inbound.ts";
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TOO_LARGE, MAX_ATTACHMENTS } from "../../../integrations/storage/support-attachments.ts";
import { receiveInboundMail, type InboundFile } from "../services/receive-inbound-mail.ts";
import { SUPPORT_DESK_TAG } from "./support-desk-tag.ts";

/** More files than the desk keeps are read (and said to be left out), never refused: a refusal would only be retried. */
const FILES_READ = 10;

/** Mailgun's form: every field (headers, bodies, signature) and the attachments, each cut off at the attachment limit. */
async function readMailgunForm(request: FastifyRequest): Promise<{ fields: Record<string, unknown>; files: InboundFile[] }> {
  if (!request.isMultipart()) {
    const body = request.body;
    return { fields: body && typeof body === "object" ? (body as Record<string, unknown>) : {}, files: [] };
  }
  const fields: Record<string, unknown> = {};
  const files: InboundFile[] = [];
  const limits = { maxFiles: FILES_READ, maxFileBytes: ATTACHMENT_MAX_BYTES, tooLarge: ATTACHMENT_TOO_LARGE };
  // A file over the limit is read cut off (and left out by the service, which says so), not refused.
  const options = {
    limits: { files: FILES_READ, fileSize: ATTACHMENT_MAX_BYTES, fields: 80, parts: 100, fieldSize: 1024 * 1024 },
    throwFileSizeLimit: false,
  };
  try {
    for await (const part of request.parts(options)) {
      if (part.type === "file") {
        const data = await part.toBuffer();
        files.push({ fileName: part.filename, data, truncated: part.file.truncated });
      } else fields[part.fieldname] = part.value;
    }
  } catch (error) {
    throw describeMultipartError(error, limits);
  }
  return { fields, files };
}

const receiveInboundMailRoute: RouteModule = (app, deps) =>
  withMultipart(
    app,
    (scope) => {
      scope.post(
        "/api/support/inbound-mail",
        {
          // No session: Mailgun signs each post with MAILGUN_WEBHOOK_SIGNING_KEY, which the handler checks (ADR 0054).
          config: { access: access.token("body", "signature") },
          bodyLimit: 20 * 1024 * 1024,
          schema: {
            tags: [SUPPORT_DESK_TAG],
            summary:
              "Mailgun inbound route (forward): a customer's mail to support, threaded onto its ticket by the reference in the subject or In-Reply-To/References; " +
              `multipart/form-data or urlencoded, signed (timestamp, token, signature); up to ${MAX_ATTACHMENTS} attachments are kept`,
            consumes: ["multipart/form-data", "application/x-www-form-urlencoded"],
            ...multipartForm({
              file: {
                name: "attachment-1",
                maxFiles: FILES_READ,
                maxBytes: ATTACHMENT_MAX_BYTES,
                description: "attachment-1 … attachment-n",
              },
              fields: {
                timestamp: { description: "Seconds since 1970, signed" },
                token: { description: "Random, signed" },
                signature: { description: "hex HMAC-SHA256 of timestamp + token under the webhook signing key" },
                from: { description: "The From header" },
                subject: { description: "The Subject header" },
                "body-plain": { description: "The text part" },
                "stripped-text": { description: "The text without quoted parts" },
                "message-headers": { description: "The headers as a JSON list of [name, value]" },
              },
            }),
            response: {
              200: z.object({ ticketId: z.number().int(), reference: z.string().max(20), stored: z.boolean(), opened: z.boolean() }),
            },
          },
        },
        async (request) => {
          const key = deps.config.inboundMailSigningKey;
          if (!key) throw notFound("Inbound mail is not set up here.");
          const { fields, files } = await readMailgunForm(request);
          if (!verifyMailgunSignature(key, fields)) throw new AppError("Forbidden", "The webhook's signature does not match.");
          return receiveInboundMail(deps, readMailgunMail(fields), files);
        },
      );
    },
    ATTACHMENT_MAX_BYTES,
  );

export default receiveInboundMailRoute;
