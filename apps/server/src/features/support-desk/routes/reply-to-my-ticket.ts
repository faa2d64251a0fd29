import { replyToMyTicket as contract } from "@investar/contract/support-desk/reply-to-my-ticket";
import { access } from "../../../auth/access.ts";
import { replyToMyTicket } from "../services/reply-to-my-ticket.ts";
import { route } from "./route.ts";

export default route(contract, {
  // Any logged-in customer; the service takes only the caller's own ticket.
  config: { access: access.user },
  summary: "Answer on one of the caller's own support requests (it opens again)",
  handler: async (request, { deps, caller }) => {
    return replyToMyTicket(deps, caller.userId, request.body.ticketId, request.body.body);
  },
});
