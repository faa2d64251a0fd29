import { listMyTickets as contract } from "@investar/contract/support-desk/list-my-tickets";
import { access, callerOf } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { contractRoute } from "../../../http/contract-route.ts";
import { listMyTickets } from "../services/my-tickets.ts";
import { SUPPORT_DESK_TAG } from "./support-desk-tag.ts";

const listMyTicketsRoute: RouteModule = (app, deps) =>
  contractRoute(app, {
    contract,
    config: { access: access.user },
    tags: [SUPPORT_DESK_TAG],
    summary: "The caller's own support requests, latest activity first",
    handler: async (request) => ({ tickets: await listMyTickets(deps, (await callerOf(request)).userId) }),
  });

export default listMyTicketsRoute;
