import { updateTicket as contract } from "@investar/contract/support-desk/update-ticket";
import { access, callerOf } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { contractRoute } from "../../../http/contract-route.ts";
import { updateTicket } from "../services/update-ticket.ts";
import { SUPPORT_DESK_TAG } from "./support-desk-tag.ts";

const updateTicketRoute: RouteModule = (app, deps) =>
  contractRoute(app, {
    contract,
    config: { access: access.admin },
    tags: [SUPPORT_DESK_TAG],
    summary: "Admin: change a ticket's state, priority or assignee (audited)",
    handler: async (request) => {
      const admin = await callerOf(request);
      const { ticketId, ...change } = request.body;
      return updateTicket(deps, admin.userId, ticketId, change);
    },
  });

export default updateTicketRoute;
