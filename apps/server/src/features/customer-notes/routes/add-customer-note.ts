import { addCustomerNote as contract } from "@investar/contract/customer-notes/add-customer-note";
import { access, callerOf } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { contractRoute } from "../../../http/contract-route.ts";
import { addCustomerNote } from "../services/add-customer-note.ts";
import { CUSTOMER_NOTES_TAG } from "./customer-notes-tag.ts";

const addCustomerNoteRoute: RouteModule = (app, deps) =>
  contractRoute(app, {
    contract,
    config: { access: access.admin },
    tags: [CUSTOMER_NOTES_TAG],
    summary: "Admin: write a note on a customer (audited); the answer is the note as the page lists it",
    handler: async (request) => {
      const admin = await callerOf(request);
      return addCustomerNote(deps, admin.userId, request.body.userId, request.body.body);
    },
  });

export default addCustomerNoteRoute;
