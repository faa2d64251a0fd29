import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";

/** A one-time nonce for a Google sign-in: sent to Google, and carried back by the ID token posted to googleLogin. */
export const getGoogleNonce = defineEndpoint({
  method: "GET",
  path: "/api/auth/googleNonce",
  answer: z.object({ nonce: z.string(), expiresIn: z.number().int() }),
});
