import { z } from "zod";
import type { RouteModule } from "../../http/app-types.ts";
import { registerOrSignIn } from "../../services/auth/register-or-sign-in.ts";
import { registrationBody } from "./register.ts";
import { sendVariantOutcome, variantRouteConfig, variantResponse } from "./registration-variant.ts";

const registerForFreeWebinar: RouteModule = (app) => {
  app.post(
    "/api/auth/registerForFreeWebinar",
    {
      config: variantRouteConfig,
      schema: {
        tags: ["auth"],
        summary: "Create an account for a free webinar (RegSrc Webinar; the software trial is not started)",
        querystring: z.object({ utmSource: z.string().trim().max(100, "utmSource can have at most 100 characters.").optional() }),
        body: registrationBody,
        response: { 200: variantResponse },
      },
    },
    async (request, reply) => {
      const outcome = await registerOrSignIn(
        app.deps,
        { ...request.body, RegSrc: "Webinar" },
        { ip: request.ip, utmSource: request.query.utmSource || undefined, startTrial: false },
      );
      return sendVariantOutcome(reply, app.deps.config, outcome);
    },
  );
};

export default registerForFreeWebinar;
