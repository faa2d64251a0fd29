import { listSupportTickets as contract } from "@investar/contract/support-desk/list-support-tickets";
import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { contractRoute } from "../../../http/contract-route.ts";
import { listSupportTickets } from "../services/list-support-tickets.ts";
import { SUPPORT_DESK_TAG } from "./support-desk-tag.ts";

const listSupportTicketsRoute: RouteModule = (app, deps) =>
  contractRoute(app, {
    contract,
    config: { access: access.admin },
    tags: [SUPPORT_DESK_TAG],
    summary:
      "Admin: the support queue, oldest first, filtered by state (default: not resolved), priority, kind and assignee, with counts per state",
    handler: async ({ query }) =>
      listSupportTickets(deps, {
        state: query.state ?? null,
        priority: query.priority ?? null,
        kind: query.kind ?? null,
        assignee: query.assignee === undefined ? null : query.assignee === "none" ? "none" : Number(query.assignee),
        page: query.page ?? 1,
      }),
  });

export default listSupportTicketsRoute;
