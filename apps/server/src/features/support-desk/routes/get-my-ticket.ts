import { getMyTicket as contract } from "@investar/contract/support-desk/get-my-ticket";
import { access, callerOf } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { contractRoute } from "../../../http/contract-route.ts";
import { notFound } from "../../../errors.ts";
import { getMyTicket } from "../services/my-tickets.ts";
import { SUPPORT_DESK_TAG } from "./support-desk-tag.ts";

const getMyTicketRoute: RouteModule = (app, deps) =>
  contractRoute(app, {
    contract,
    // Any logged-in customer; the service answers only for the caller's own ticket (another's is "not found").
    config: { access: access.user },
    tags: [SUPPORT_DESK_TAG],
    summary: "One of the caller's own support requests with its conversation (no internal notes)",
    handler: async (request) => {
      const caller = await callerOf(request);
      const ticket = await getMyTicket(deps, caller.userId, request.query.id);
      if (!ticket) throw notFound(`There is no ticket ${request.query.id} on your account.`);
      return ticket;
    },
  });

export default getMyTicketRoute;
