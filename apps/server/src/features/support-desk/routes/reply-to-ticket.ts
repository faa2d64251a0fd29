import { replyToTicket as contract } from "@investar/contract/support-desk/reply-to-ticket";
import { access } from "../../../auth/access.ts";
import { replyToTicket } from "../services/reply-to-ticket.ts";
import { route } from "./route.ts";

export default route(contract, {
  config: { access: access.admin },
  summary: "Admin: reply to the customer (mailed from the support address with the reference; the ticket then waits on the customer)",
  handler: async (request, { deps, caller: admin }) => {
    return replyToTicket(deps, admin.userId, request.body.ticketId, request.body.body);
  },
});
