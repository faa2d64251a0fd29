import { access } from "../../../auth/access.ts";
import { changePassword as contract } from "@investar/contract/accounts/change-password";
import { passwordClientOf } from "../../../auth/device-cookie.ts";
import { changePassword } from "../../profile/index.ts";
import { route } from "./route.ts";

export default route(contract, {
  // Guessing the current password from a stolen session is guessing a login.
  config: { access: access.self("body"), rateLimit: { max: 10, timeWindow: "15 minutes" } },
  summary: "Change the password (docs/architecture.md#passwords: in a JSON body, never the URL); signs out every other session",
  handler: async (request, { deps, caller }) => {
    const client = await passwordClientOf(request, deps.config, deps.now(), request.body.userId);
    const { signedOutSessions } = await changePassword(deps, caller, request.body, client);
    return { message: "Your password has been changed. Other devices have been signed out.", signedOutSessions };
  },
});
