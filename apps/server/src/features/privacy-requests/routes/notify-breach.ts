import { access } from "../../../auth/access.ts";
import { notifyBreach as contract } from "@investar/contract/privacy-requests/notify-breach";
import { notifyBreach } from "../services/notify-breach.ts";
import { adminPrivacyRoute } from "./route.ts";

export default adminPrivacyRoute(contract, {
  config: { access: access.admin },
  summary: "Admin: mail the accounts a breach affected (a list of addresses or a sign-up period), each once; preview only counts",
  handler: async (request, { deps, caller: admin }) => {
    return notifyBreach(deps, admin.userId, request.body);
  },
});
