import { getSupportTicket as contract } from "@investar/contract/support-desk/get-support-ticket";
import { access } from "../../../auth/access.ts";
import { requireSupportTicket } from "../services/get-support-ticket.ts";
import { route } from "./route.ts";

export default route(contract, {
  config: { access: access.admin },
  summary: "Admin: one ticket with its whole thread, internal notes included",
  handler: async ({ query }, { deps }) => requireSupportTicket(deps, query.id),
});
