import { access, callerOf } from "../../../auth/access.ts";
import { changePassword as contract } from "@investar/contract/accounts/change-password";
import { passwordClientOf } from "../../../auth/device-cookie.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { changePassword } from "../../profile/index.ts";

const changePasswordRoute: RouteModule = (app, deps) => {
  app.post(
    contract.path,
    {
      // Guessing the current password from a stolen session is guessing a login.
      config: { access: access.self("body"), rateLimit: { max: 10, timeWindow: "15 minutes" } },
      schema: {
        tags: ["auth"],
        summary: "Change the password (docs/architecture.md#passwords: in a JSON body, never the URL); signs out every other session",
        security: [{ bearer: [] }],
        body: contract.body,
        response: { 200: contract.answer },
      },
    },
    async (request) => {
      const caller = await callerOf(request);
      const client = await passwordClientOf(request, deps.config, deps.now(), request.body.userId);
      const { signedOutSessions } = await changePassword(deps, caller, request.body, client);
      return { message: "Your password has been changed. Other devices have been signed out.", signedOutSessions };
    },
  );
};

export default changePasswordRoute;
