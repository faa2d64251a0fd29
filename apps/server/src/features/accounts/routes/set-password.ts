import { setPassword as contract } from "@investar/contract/accounts/set-password";
import { tokenPasswordRoute } from "./token-password-route.ts";

export default tokenPasswordRoute({
  contract,
  summary: "Choose the FIRST password with the activation link's token (email-change links are refused); signs the user in",
  purpose: "verify-email",
});
