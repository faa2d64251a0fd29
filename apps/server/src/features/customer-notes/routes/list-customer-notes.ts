import { listCustomerNotes as contract } from "@investar/contract/customer-notes/list-customer-notes";
import { access, callerOf } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { contractRoute } from "../../../http/contract-route.ts";
import { listCustomerNotes } from "../services/list-customer-notes.ts";
import { CUSTOMER_NOTES_TAG } from "./customer-notes-tag.ts";

const listCustomerNotesRoute: RouteModule = (app, deps) =>
  contractRoute(app, {
    contract,
    config: { access: access.admin },
    tags: [CUSTOMER_NOTES_TAG],
    summary: "Admin: a customer's staff notes, newest first, with author and time",
    handler: async (request) => {
      const admin = await callerOf(request);
      return { notes: await listCustomerNotes(deps, request.query.userId, admin.userId) };
    },
  });

export default listCustomerNotesRoute;
