import { access } from "../../../auth/access.ts";
import { ticketAttachmentRoute } from "./ticket-attachment-route.ts";

export default ticketAttachmentRoute(
  "/api/admin/support/attachment",
  "staff",
  access.admin,
  "Admin: a file attached to a ticket's message, under a name made from its proven type",
);
