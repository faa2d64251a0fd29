import { z } from "zod";
import { access } from "../../../auth/access.ts";
import { verifyEmail } from "../services/verify-email.ts";
import { route } from "./route.ts";

export default route(
  {
    method: "GET",
    path: "/api/auth/VerifyEmail",
    query: z.object({ id: z.string().min(20, "The activation link is incomplete.").max(200) }),
    answer: z.object({
      userId: z.number().int(),
      email: z.string(),
      name: z.string(),
      hasPassword: z.boolean(),
      kind: z.enum(["activation", "email-change"]),
    }),
  },
  {
    config: { access: access.token("query", "id") },
    summary:
      "Confirm an email address from an activation or email-change link (an email-change link only verifies: log in with the existing password)",
    handler: async (request, { deps }) => verifyEmail(deps, request.query.id),
  },
);
