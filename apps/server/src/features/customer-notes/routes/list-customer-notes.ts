import { listCustomerNotes as contract } from "@investar/contract/customer-notes/list-customer-notes";
import { access } from "../../../auth/access.ts";
import { listCustomerNotes } from "../services/list-customer-notes.ts";
import { route } from "./route.ts";

export default route(contract, {
  config: { access: access.admin },
  summary: "Admin: a customer's staff notes, newest first, with author and time",
  handler: async (request, { deps, caller: admin }) => {
    return { notes: await listCustomerNotes(deps, request.query.userId, admin.userId) };
  },
});
