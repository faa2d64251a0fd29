import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { loginResponse, secondFactorRequired } from "./sign-in-answer.ts";

/** An unknown email: nothing is created; the page offers to register with the name and email Google gave. */
const emailNotFound = z.object({ code: z.literal("EmailNotFound"), email: z.string(), name: z.string() });

/** Sign in with a Google ID token. */
export const googleLogin = defineEndpoint({
  method: "POST",
  path: "/api/auth/googleLogin",
  query: z.object({ ip: z.string().max(64).optional() }),
  body: z.object({
    credential: z
      .string({ error: "The Google credential is missing." })
      .min(20, "The Google credential is missing.")
      .max(8_192, "The Google credential is too long."),
  }),
  answer: z.union([loginResponse, emailNotFound, secondFactorRequired]),
});
