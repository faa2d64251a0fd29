import { listMyTickets as contract } from "@investar/contract/support-desk/list-my-tickets";
import { access, callerOf } from "../../../auth/access.ts";
import { listMyTickets } from "../services/my-tickets.ts";
import { route } from "./route.ts";

export default route(contract, {
  config: { access: access.user },
  summary: "The caller's own support requests, latest activity first",
  handler: async (request, { deps }) => ({ tickets: await listMyTickets(deps, (await callerOf(request)).userId) }),
});
