import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { signInAnswer } from "./sign-in-answer.ts";

/** The first password, with the activation link's token; signs the user in. */
export const setPassword = defineEndpoint({
  method: "POST",
  path: "/api/auth/SetPassword",
  body: z.object({ id: z.string().min(20).max(200), password: z.string().max(200) }),
  answer: signInAnswer,
});
