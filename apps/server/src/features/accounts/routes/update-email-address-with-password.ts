import { access } from "../../../auth/access.ts";
import { requestEmailChange } from "../../profile/index.ts";
import { updateEmailAddress as contract } from "@investar/contract/accounts/update-email-address";
import { emailChangeRateLimit } from "./update-email-address.ts";
import { passwordClientOf } from "../../../auth/device-cookie.ts";
import { route } from "./route.ts";

export default route(contract, {
  config: { ...emailChangeRateLimit, access: access.self("body") },
  summary:
    "Ask to change the login email, proving the caller's current password (in the body, never the URL). Mails a verify-only link to the new address and a cancel link to the old one",
  handler: async (request, { deps, caller }) => {
    const { userId, emailAddress, password } = request.body;
    // The proof is checked against the caller's own account (an admin acting for someone proves their own password).
    const client = await passwordClientOf(request, deps.config, deps.now(), caller.userId);
    return requestEmailChange(deps, caller, { userId, emailAddress, password: { value: password, client } });
  },
});
