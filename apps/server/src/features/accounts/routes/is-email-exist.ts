import { access } from "../../../auth/access.ts";
import { isEmailExist as contract } from "@investar/contract/accounts/is-email-exist";
import { findUserByEmail } from "../services/find-user-by-email.ts";
import { route } from "./route.ts";

export default route(contract, {
  config: { access: access.anyone, rateLimit: { max: 60, timeWindow: "1 minute" } },
  summary: "0 when the email is free, 1 when an account uses it (the sign-up form's first step)",
  handler: async (request, { deps }) => ((await findUserByEmail(deps.db, request.query.email)) ? 1 : 0),
});
