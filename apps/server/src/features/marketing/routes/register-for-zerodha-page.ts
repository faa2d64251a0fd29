import { z } from "zod";
import { access } from "../../../auth/access.ts";
import { readAcquisition } from "../../../http/acquisition-cookie.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { registerOrSignIn } from "../../accounts/index.ts";
import { registrationBody } from "../../accounts/index.ts";
import { returnUrlParam } from "../../accounts/index.ts";
import { sendVariantOutcome, variantRouteConfig, variantResponse } from "../../accounts/index.ts";
import { flag } from "@investar/contract/parts/schema-parts";

const registerForZerodhaPage: RouteModule = (app, deps) => {
  app.post(
    "/api/auth/RegisterForZerodhaPage",
    {
      config: { ...variantRouteConfig, access: access.anyone },
      schema: {
        tags: ["auth"],
        summary: "Sign up from the broker partner page (RegSrc Zerodha); the broker campaign and account opening are stored",
        querystring: z.object({
          ip: z.string().max(64).optional(),
          zerodhaSource: z.string().trim().max(100, "zerodhaSource can have at most 100 characters.").optional(),
          isZerodha: flag({ error: "isZerodha must be true or false." }).default(false),
          // The broker page's clients come back to it after activation, to answer its questionnaire (docs/business-rules.md#landing-pages).
          returnUrl: returnUrlParam,
        }),
        body: registrationBody,
        response: { 200: variantResponse },
      },
    },
    async (request, reply) => {
      const { ip, zerodhaSource, isZerodha, returnUrl } = request.query;
      const outcome = await registerOrSignIn(
        deps,
        { ...request.body, RegSrc: "Zerodha" },
        {
          ip: ip ?? request.ip,
          acquisition: readAcquisition(request),
          brokerSource: zerodhaSource || undefined,
          isBrokerOpenUser: isZerodha,
          returnUrl: returnUrl ?? null,
        },
      );
      return sendVariantOutcome(reply, deps.config, outcome);
    },
  );
};

export default registerForZerodhaPage;
