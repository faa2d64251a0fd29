import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { loginResponse, secondFactorRequired } from "./sign-in-answer.ts";

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
  query: z.object({ accessToken: facebookAccessToken }),
  answer: z.union([loginResponse.extend({ isNewUser: z.boolean() }), secondFactorRequired]),
});
