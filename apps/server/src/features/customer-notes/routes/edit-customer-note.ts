import { editCustomerNote as contract } from "@investar/contract/customer-notes/edit-customer-note";
import { access, callerOf } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { contractRoute } from "../../../http/contract-route.ts";
import { editCustomerNote } from "../services/change-customer-note.ts";
import { CUSTOMER_NOTES_TAG } from "./customer-notes-tag.ts";

const editCustomerNoteRoute: RouteModule = (app, deps) =>
  contractRoute(app, {
    contract,
    config: { access: access.admin },
    tags: [CUSTOMER_NOTES_TAG],
    summary: "Admin: correct one's own note within 15 minutes of writing it (audited with what it said)",
    handler: async (request) => {
      const admin = await callerOf(request);
      return editCustomerNote(deps, admin.userId, request.body.noteId, request.body.body);
    },
  });

export default editCustomerNoteRoute;
