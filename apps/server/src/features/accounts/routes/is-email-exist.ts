import { access } from "../../../auth/access.ts";
import { isEmailExist as contract } from "@investar/contract/accounts/is-email-exist";
import type { RouteModule } from "../../../http/app-types.ts";
import { findUserByEmail } from "../services/find-user-by-email.ts";

const isEmailExist: RouteModule = (app, deps) => {
  app.get(
    contract.path,
    {
      config: { access: access.anyone, rateLimit: { max: 60, timeWindow: "1 minute" } },
      schema: {
        tags: ["auth"],
        summary: "0 when the email is free, 1 when an account uses it (the sign-up form's first step)",
        querystring: contract.query,
        response: { 200: contract.answer },
      },
    },
    async (request) => ((await findUserByEmail(deps.db, request.query.email)) ? 1 : 0),
  );
};

export default isEmailExist;
