import { z } from "zod";
import { id } from "@investar/contract/parts/schema-parts";
import type { Access } from "../../../auth/access.ts";
import { callerOf } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { sendStoredFile } from "../../../http/send-stored-file.ts";
import { findTicketAttachment, NO_ATTACHMENT } from "../services/find-ticket-attachment.ts";
import { SUPPORT_DESK_TAG } from "./support-desk-tag.ts";

const attachmentQuery = z.object({ messageId: id("messageId"), index: z.coerce.number().int().min(0).max(19) });

/** A ticket message's attachment, streamed from the file store: staff's any, a customer's only on their own ticket. */
export function ticketAttachmentRoute(url: string, who: "staff" | "customer", access: Access, summary: string): RouteModule {
  return (app, deps) => {
    app.get(
      url,
      {
        config: { access },
        // A zip or PDF is sent as stored: ranges count its stored bytes.
        compress: false,
        schema: { tags: [SUPPORT_DESK_TAG], summary, security: [{ bearer: [] }], querystring: attachmentQuery },
      },
      async (request, reply) => {
        const caller = await callerOf(request);
        const file = await findTicketAttachment(deps, request.query.messageId, request.query.index, who === "staff" ? null : caller.userId);
        return sendStoredFile(request, reply, deps.files, {
          key: file.key,
          contentType: file.contentType,
          downloadName: file.downloadName,
          cacheControl: "private, no-store",
          missingMessage: NO_ATTACHMENT,
        });
      },
    );
  };
}
