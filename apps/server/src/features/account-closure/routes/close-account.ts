import { closeAccount as contract } from "@investar/contract/account-closure/close-account";
import { access, callerOf } from "../../../auth/access.ts";
import { passwordClientOf } from "../../../auth/device-cookie.ts";
import { clearSessionCookie } from "../../../auth/session-cookie.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { closeAccount } from "../services/close-account.ts";

const closeAccountRoute: RouteModule = (app, deps) => {
  app.post(
    contract.path,
    {
      // The password is checked as a login is: guessing it from a stolen session is guessing a login.
      config: { access: access.self("body"), rateLimit: { max: 10, timeWindow: "15 minutes" } },
      schema: {
        tags: ["account"],
        summary: "Close the caller's own account (docs/business-rules.md#account-closure): every session ends; erased after 7 days",
        security: [{ bearer: [] }],
        body: contract.body,
        response: { 200: contract.answer },
      },
    },
    async (request, reply) => {
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
  );
};

export default closeAccountRoute;
