import { access } from "../../../auth/access.ts";
import { sendTestNewsletter as contract } from "@investar/contract/newsletters/send-test-newsletter";
import { sendTestNewsletter } from "../services/send-test-newsletter.ts";
import { route } from "./route.ts";

export default route(contract, {
  config: { access: access.admin },
  summary: "Admin: mail a test copy of a newsletter to the caller's own address",
  handler: async (request, { deps, caller: admin }) => {
    return sendTestNewsletter(deps, admin.userId, request.body.id);
  },
});
