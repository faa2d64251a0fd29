import { access, callerOf } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { requestEmailChange } from "../../profile/index.ts";
import { updateEmailAddress as contract } from "@investar/contract/accounts/update-email-address";
import { emailChangeRateLimit } from "./update-email-address.ts";
import { passwordClientOf } from "../../../auth/device-cookie.ts";

const updateEmailAddressWithPassword: RouteModule = (app, deps) => {
  app.post(
    contract.path,
    {
      config: { ...emailChangeRateLimit, access: access.self("body") },
      schema: {
        tags: ["auth"],
        summary:
          "Ask to change the login email, proving the caller's current password (in the body, never the URL). Mails a verify-only link to the new address and a cancel link to the old one",
        security: [{ bearer: [] }],
        body: contract.body,
        response: { 200: contract.answer },
      },
    },
    async (request) => {
      const caller = await callerOf(request);
      const { userId, emailAddress, password } = request.body;
      // The proof is checked against the caller's own account (an admin acting for someone proves their own password).
      const client = await passwordClientOf(request, deps.config, deps.now(), caller.userId);
      return requestEmailChange(deps, caller, { userId, emailAddress, password: { value: password, client } });
    },
  );
};

export default updateEmailAddressWithPassword;
