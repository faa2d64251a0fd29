import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { googleLogin } from "./google-login.ts";
import { signUpConsentFields } from "../parts/sign-up-consent.ts";
import { loginResponse, secondFactorRequired } from "./sign-in-answer.ts";

/**
 * Continue with Google at the checkout: a known email signs in as googleLogin does; a new one gets its
 * account (the address proved by Google) and is signed in, ready to pay.
 */
export const googleSignUpToPay = defineEndpoint({
  method: "POST",
  path: "/api/auth/googleSignUpToPay",
  body: googleLogin.body.extend(signUpConsentFields),
  answer: z.union([loginResponse, secondFactorRequired]),
});
