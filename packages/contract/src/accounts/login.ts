import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { signInAnswer } from "./sign-in-answer.ts";

export const login = defineEndpoint({
  method: "POST",
  path: "/api/auth/login",
  query: z.object({ ip: z.string().max(64).optional() }),
  body: z.object({
    userName: z.string().min(1, "Enter your email or user id.").max(200),
    password: z.string().min(1, "Enter your password.").max(200),
  }),
  answer: signInAnswer,
});
