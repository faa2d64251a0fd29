import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";

/** 0 when the email is free, 1 when an account uses it. */
export const isEmailExist = defineEndpoint({
  method: "GET",
  path: "/api/auth/IsEmailExist",
  query: z.object({ email: z.string().min(1).max(200) }),
  answer: z.union([z.literal(0), z.literal(1)]),
});
