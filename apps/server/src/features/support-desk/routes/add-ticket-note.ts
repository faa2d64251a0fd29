import { addTicketNote as contract } from "@investar/contract/support-desk/add-ticket-note";
import { access } from "../../../auth/access.ts";
import { addTicketNote } from "../services/add-ticket-note.ts";
import { route } from "./route.ts";

export default route(contract, {
  config: { access: access.admin },
  summary: "Admin: an internal note on a ticket (never mailed, never shown to the customer)",
  handler: async (request, { deps, caller: admin }) => {
    return addTicketNote(deps, admin.userId, request.body.ticketId, request.body.body);
  },
});
