import { z } from "zod";
import { tokenPasswordRoute } from "./token-password-route.ts";

export default tokenPasswordRoute({
  url: "/api/auth/SetPassword",
  summary: "Choose the FIRST password with the activation link's token (email-change links are refused); signs the user in",
  purpose: "verify-email",
  body: z.object({ id: z.string().min(20).max(200), password: z.string().max(200) }),
});
