import { access } from "../../../auth/access.ts";
import { ticketAttachmentRoute } from "./ticket-attachment-route.ts";

export default ticketAttachmentRoute(
  "/api/support/my-ticket/attachment",
  "customer",
  // Any logged-in customer; the service finds only an attachment on the caller's own ticket.
  access.user,
  "A file attached to the caller's own support request",
);
