import { addCustomerNote as contract } from "@investar/contract/customer-notes/add-customer-note";
import { access } from "../../../auth/access.ts";
import { addCustomerNote } from "../services/add-customer-note.ts";
import { route } from "./route.ts";

export default route(contract, {
  config: { access: access.admin },
  summary: "Admin: write a note on a customer (audited); the answer is the note as the page lists it",
  handler: async (request, { deps, caller: admin }) => {
    return addCustomerNote(deps, admin.userId, request.body.userId, request.body.body);
  },
});
