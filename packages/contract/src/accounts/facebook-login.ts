import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { loginResponse, secondFactorRequired } from "./sign-in-answer.ts";
import { MARKETING_MAIL_KINDS } from "@investar/core";

/**
 * The notice's answers on the step that completes a Facebook sign-up (docs/business-rules.md#privacy-notice), in the query
 * as the token is: the 18+ declaration and the marketing kinds ticked, comma-separated.
 */
const facebookSignUpConsent = {
  ageConfirmed: z
    .enum(["true", "false"])
    .optional()
    .transform((value) => value === "true"),
  marketingKinds: z
    .string()
    .max(100)
    .optional()
    .transform((value) => (value ? value.split(",") : []))
    .pipe(z.array(z.enum(MARKETING_MAIL_KINDS, { error: "Not a kind of marketing mail." })).max(MARKETING_MAIL_KINDS.length)),
};

/** The access token Facebook's dialog returned, as every Facebook sign-in takes it. */
export const facebookAccessToken = z
  .string({ error: "The Facebook access token is missing." })
  .trim()
  .min(10, "The Facebook access token is missing.")
  .max(4_096, "The Facebook access token is too long.");

/** Sign in with a Facebook access token (checked with the Graph API); an unknown email gets a new account. */
export const facebookLogin = defineEndpoint({
  method: "POST",
  path: "/api/auth/facebookLogin",
  query: z.object({ accessToken: facebookAccessToken, ...facebookSignUpConsent }),
  answer: z.union([loginResponse.extend({ isNewUser: z.boolean() }), secondFactorRequired]),
});
