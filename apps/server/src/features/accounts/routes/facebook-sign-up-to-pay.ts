import { facebookSignUpToPay as contract } from "@investar/contract/accounts/facebook-sign-up-to-pay";
import { facebookSignUpToPay as signUp } from "../services/facebook-sign-up-to-pay.ts";
import { socialSignUpToPayRoute } from "./social-sign-up-to-pay-route.ts";

export default socialSignUpToPayRoute({
  contract,
  summary: "Continue with Facebook at the checkout: a known email signs in, a new one gets its account (no trial) and is signed in",
  signUp,
});
