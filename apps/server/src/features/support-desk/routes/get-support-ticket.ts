import { getSupportTicket as contract } from "@investar/contract/support-desk/get-support-ticket";
import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { contractRoute } from "../../../http/contract-route.ts";
import { requireSupportTicket } from "../services/get-support-ticket.ts";
import { SUPPORT_DESK_TAG } from "./support-desk-tag.ts";

const getSupportTicketRoute: RouteModule = (app, deps) =>
  contractRoute(app, {
    contract,
    config: { access: access.admin },
    tags: [SUPPORT_DESK_TAG],
    summary: "Admin: one ticket with its whole thread, internal notes included",
    handler: async ({ query }) => requireSupportTicket(deps, query.id),
  });

export default getSupportTicketRoute;
