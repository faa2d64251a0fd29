import { editCustomerNote as contract } from "@investar/contract/customer-notes/edit-customer-note";
import { access } from "../../../auth/access.ts";
import { editCustomerNote } from "../services/change-customer-note.ts";
import { route } from "./route.ts";

export default route(contract, {
  config: { access: access.admin },
  summary: "Admin: correct one's own note within 15 minutes of writing it (audited with what it said)",
  handler: async (request, { deps, caller: admin }) => {
    return editCustomerNote(deps, admin.userId, request.body.noteId, request.body.body);
  },
});
