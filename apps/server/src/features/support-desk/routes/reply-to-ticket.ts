import { replyToTicket as contract } from "@investar/contract/support-desk/reply-to-ticket";
import { access, callerOf } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { contractRoute } from "../../../http/contract-route.ts";
import { replyToTicket } from "../services/reply-to-ticket.ts";
import { SUPPORT_DESK_TAG } from "./support-desk-tag.ts";

const replyToTicketRoute: RouteModule = (app, deps) =>
  contractRoute(app, {
    contract,
    config: { access: access.admin },
    tags: [SUPPORT_DESK_TAG],
    summary: "Admin: reply to the customer (mailed from the support address with the reference; the ticket then waits on the customer)",
    handler: async (request) => {
      const admin = await callerOf(request);
      return replyToTicket(deps, admin.userId, request.body.ticketId, request.body.body);
    },
  });

export default replyToTicketRoute;
