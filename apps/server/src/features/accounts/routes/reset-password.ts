import { resetPassword as contract } from "@investar/contract/accounts/reset-password";
import { tokenPasswordRoute } from "./token-password-route.ts";

export default tokenPasswordRoute({
  contract,
  summary: "Choose a new password with the recovery link's token; signs out every other session and signs the user in",
  purpose: "reset-password",
});
