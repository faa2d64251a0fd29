import { replyToMyTicket as contract } from "@investar/contract/support-desk/reply-to-my-ticket";
import { access, callerOf } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { contractRoute } from "../../../http/contract-route.ts";
import { replyToMyTicket } from "../services/reply-to-my-ticket.ts";
import { SUPPORT_DESK_TAG } from "./support-desk-tag.ts";

const replyToMyTicketRoute: RouteModule = (app, deps) =>
  contractRoute(app, {
    contract,
    // Any logged-in customer; the service takes only the caller's own ticket.
    config: { access: access.user },
    tags: [SUPPORT_DESK_TAG],
    summary: "Answer on one of the caller's own support requests (it opens again)",
    handler: async (request) => {
      const caller = await callerOf(request);
      return replyToMyTicket(deps, caller.userId, request.body.ticketId, request.body.body);
    },
  });

export default replyToMyTicketRoute;
