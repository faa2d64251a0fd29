import { z } from "zod";
import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { findUserByEmail } from "../services/find-user-by-email.ts";

const isEmailExist: RouteModule = (app, deps) => {
  app.get(
    "/api/auth/IsEmailExist",
    {
      config: { access: access.anyone, rateLimit: { max: 60, timeWindow: "1 minute" } },
      schema: {
        tags: ["auth"],
        summary: "0 when the email is free, 1 when an account uses it (the sign-up form's first step)",
        querystring: z.object({ email: z.string().min(1).max(200) }),
        response: { 200: z.union([z.literal(0), z.literal(1)]) },
      },
    },
    async (request) => ((await findUserByEmail(deps.db, request.query.email)) ? 1 : 0),
  );
};

export default isEmailExist;
