import { z } from "zod";
import { tokenPasswordRoute } from "./token-password-route.ts";

export default tokenPasswordRoute({
  url: "/api/auth/ResetPassword",
  summary: "Choose a new password with the recovery link's token; signs out every other session and signs the user in",
  purpose: "reset-password",
  body: z.object({
    id: z.string({ error: "The reset link is incomplete." }).min(20, "The reset link is incomplete.").max(200),
    password: z.string({ error: "Password is required." }).max(200),
  }),
});
