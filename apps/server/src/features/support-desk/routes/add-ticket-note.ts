import { addTicketNote as contract } from "@investar/contract/support-desk/add-ticket-note";
import { access, callerOf } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { contractRoute } from "../../../http/contract-route.ts";
import { addTicketNote } from "../services/add-ticket-note.ts";
import { SUPPORT_DESK_TAG } from "./support-desk-tag.ts";

const addTicketNoteRoute: RouteModule = (app, deps) =>
  contractRoute(app, {
    contract,
    config: { access: access.admin },
    tags: [SUPPORT_DESK_TAG],
    summary: "Admin: an internal note on a ticket (never mailed, never shown to the customer)",
    handler: async (request) => {
      const admin = await callerOf(request);
      return addTicketNote(deps, admin.userId, request.body.ticketId, request.body.body);
    },
  });

export default addTicketNoteRoute;
