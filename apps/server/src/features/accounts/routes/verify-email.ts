import { z } from "zod";
import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { verifyEmail } from "../services/verify-email.ts";

const verifyEmailRoute: RouteModule = (app, deps) => {
  app.get(
    "/api/auth/VerifyEmail",
    {
      config: { access: access.token("query", "id") },
      schema: {
        tags: ["auth"],
        summary:
          "Confirm an email address from an activation or email-change link (an email-change link only verifies: log in with the existing password)",
        querystring: z.object({ id: z.string().min(20, "The activation link is incomplete.").max(200) }),
        response: {
          200: z.object({
            userId: z.number().int(),
            email: z.string(),
            name: z.string(),
            hasPassword: z.boolean(),
            kind: z.enum(["activation", "email-change"]),
          }),
        },
      },
    },
    async (request) => verifyEmail(deps, request.query.id),
  );
};

export default verifyEmailRoute;
