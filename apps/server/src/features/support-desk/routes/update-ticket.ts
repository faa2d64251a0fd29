import { updateTicket as contract } from "@investar/contract/support-desk/update-ticket";
import { access } from "../../../auth/access.ts";
import { updateTicket } from "../services/update-ticket.ts";
import { route } from "./route.ts";

export default route(contract, {
  config: { access: access.admin },
  summary: "Admin: change a ticket's state, priority or assignee (audited)",
  handler: async (request, { deps, caller: admin }) => {
    const { ticketId, ...change } = request.body;
    return updateTicket(deps, admin.userId, ticketId, change);
  },
});
