import { getMyTicket as contract } from "@investar/contract/support-desk/get-my-ticket";
import { access } from "../../../auth/access.ts";
import { notFound } from "../../../errors.ts";
import { getMyTicket } from "../services/my-tickets.ts";
import { route } from "./route.ts";

export default route(contract, {
  // Any logged-in customer; the service answers only for the caller's own ticket (another's is "not found").
  config: { access: access.user },
  summary: "One of the caller's own support requests with its conversation (no internal notes)",
  handler: async (request, { deps, caller }) => {
    const ticket = await getMyTicket(deps, caller.userId, request.query.id);
    if (!ticket) throw notFound(`There is no ticket ${request.query.id} on your account.`);
    return ticket;
  },
});
