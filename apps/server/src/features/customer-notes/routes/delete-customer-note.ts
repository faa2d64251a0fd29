import { deleteCustomerNote as contract } from "@investar/contract/customer-notes/delete-customer-note";
import { access, callerOf } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { contractRoute } from "../../../http/contract-route.ts";
import { deleteCustomerNote } from "../services/change-customer-note.ts";
import { CUSTOMER_NOTES_TAG } from "./customer-notes-tag.ts";

const deleteCustomerNoteRoute: RouteModule = (app, deps) =>
  contractRoute(app, {
    contract,
    config: { access: access.admin },
    tags: [CUSTOMER_NOTES_TAG],
    summary: "Admin: delete one's own note within 15 minutes of writing it (audited with what it said)",
    handler: async (request) => {
      const admin = await callerOf(request);
      return deleteCustomerNote(deps, admin.userId, request.body.noteId);
    },
  });

export default deleteCustomerNoteRoute;
