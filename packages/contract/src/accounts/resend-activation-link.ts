import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { returnUrlParam } from "../parts/return-url.ts";

export const resendActivationLink = defineEndpoint({
  method: "POST",
  path: "/api/auth/ResendActivationLink",
  body: z.object({ token: z.string().min(20, "This activation link is incomplete.").max(200), returnUrl: returnUrlParam }),
  answer: z.object({ message: z.string() }),
});
