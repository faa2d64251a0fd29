import { listSupportTickets as contract } from "@investar/contract/support-desk/list-support-tickets";
import { access } from "../../../auth/access.ts";
import { listSupportTickets } from "../services/list-support-tickets.ts";
import { route } from "./route.ts";

export default route(contract, {
  config: { access: access.admin },
  summary:
    "Admin: the support queue, oldest first, filtered by state (default: not resolved), priority, kind and assignee, with counts per state",
  handler: async ({ query }, { deps }) =>
    listSupportTickets(deps, {
      state: query.state ?? null,
      priority: query.priority ?? null,
      kind: query.kind ?? null,
      assignee: query.assignee === undefined ? null : query.assignee === "none" ? "none" : Number(query.assignee),
      page: query.page ?? 1,
    }),
});
