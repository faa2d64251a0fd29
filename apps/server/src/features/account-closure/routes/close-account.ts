import { closeAccount as contract } from "@investar/contract/account-closure/close-account";
import { access, callerOf } from "../../../auth/access.ts";
import { passwordClientOf } from "../../../auth/device-cookie.ts";
import { clearSessionCookie } from "../../../auth/session-cookie.ts";
import { closeAccount } from "../services/close-account.ts";
import { route } from "./route.ts";

export default route(contract, {
  // The password is checked as a login is: guessing it from a stolen session is guessing a login.
  config: { access: access.self("body"), rateLimit: { max: 10, timeWindow: "15 minutes" } },
  summary: "Close the caller's own account (docs/business-rules.md#account-closure): every session ends; erased after 7 days",
  handler: async (request, { deps, reply }) => {
    await callerOf(request);
    const client = await passwordClientOf(request, deps.config, deps.now(), request.body.userId);
    const closed = await closeAccount(deps, request.body, client, request.log);
    clearSessionCookie(reply, deps.config);
    return {
      message: `Your account is closed (reference ${closed.reference}). We have mailed you a link to reopen it within 7 days.`,
      reference: closed.reference,
      finalAt: closed.finalAt.toISOString(),
      effects: closed.effects,
    };
  },
});
