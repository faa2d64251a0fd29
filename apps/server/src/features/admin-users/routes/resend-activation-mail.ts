import { access } from "../../../auth/access.ts";
import { resendActivationMail as contract } from "@investar/contract/admin-users/resend-activation-mail";
import { resendActivationMail } from "../services/resend-activation-mail.ts";
import { route } from "./route.ts";

export default route(contract, {
  config: { access: access.admin },
  summary: "Admin: send an unverified account a fresh activation link (409 when it is already verified); audit-logged",
  handler: async (request, { deps, caller: admin }) => {
    return resendActivationMail(deps, admin.userId, request.body.userId);
  },
});
