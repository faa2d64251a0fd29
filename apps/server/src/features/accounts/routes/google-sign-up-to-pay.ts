import { googleSignUpToPay as contract } from "@investar/contract/accounts/google-sign-up-to-pay";
import { googleSignUpToPay as signUp } from "../services/google-sign-up-to-pay.ts";
import { socialSignUpToPayRoute } from "./social-sign-up-to-pay-route.ts";

export default socialSignUpToPayRoute({
  contract,
  summary: "Continue with Google at the checkout: a known email signs in, a new one gets its account and is signed in",
  signUp,
});
