import { deleteCustomerNote as contract } from "@investar/contract/customer-notes/delete-customer-note";
import { access } from "../../../auth/access.ts";
import { deleteCustomerNote } from "../services/change-customer-note.ts";
import { route } from "./route.ts";

export default route(contract, {
  config: { access: access.admin },
  summary: "Admin: delete one's own note within 15 minutes of writing it (audited with what it said)",
  handler: async (request, { deps, caller: admin }) => {
    return deleteCustomerNote(deps, admin.userId, request.body.noteId);
  },
});
