import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { signUpConsentFields } from "../parts/sign-up-consent.ts";
import { facebookAccessToken } from "./facebook-login.ts";
import { loginResponse, secondFactorRequired } from "./sign-in-answer.ts";

/**
 * Continue with Facebook at the checkout, as googleSignUpToPay with Google: a known email signs in; a new one gets its account
 * (the address confirmed by Facebook, no free trial, no activation mail) and is signed in, ready to pay. The token travels in
 * the body, kept out of request logs.
 */
export const facebookSignUpToPay = defineEndpoint({
  method: "POST",
  path: "/api/auth/facebookSignUpToPay",
  body: z.object({ accessToken: facebookAccessToken, ...signUpConsentFields }),
  answer: z.union([loginResponse, secondFactorRequired]),
});
