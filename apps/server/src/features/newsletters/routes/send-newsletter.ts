import { access } from "../../../auth/access.ts";
import { sendNewsletter as contract } from "@investar/contract/newsletters/send-newsletter";
import { sendNewsletter } from "../services/send-newsletter.ts";
import { route } from "./route.ts";

export default route(contract, {
  config: { access: access.admin },
  summary: "Admin: send a newsletter to every customer opted in to its kind (queued at a steady rate; once only)",
  handler: async (request, { deps, caller: admin }) => {
    return sendNewsletter(deps, admin.userId, request.body.id);
  },
});
