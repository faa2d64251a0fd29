import { z } from "zod";
import { access } from "../../../auth/access.ts";
import { readAcquisition } from "../../../http/acquisition-cookie.ts";
import { requestLanguage } from "../../../http/page-language.ts";
import { registerVisitorForWebinar } from "../services/register-visitor-for-webinar.ts";
import { seatGrantResponse } from "./seat-grant-schema.ts";
import { idParam } from "@investar/contract/parts/id-param";
import { registrationBody } from "../../accounts/index.ts";
import { sendVariantOutcome, variantRouteConfig, variantResponse } from "../../accounts/index.ts";
import { authRoute } from "./route.ts";

export default authRoute(
  {
    method: "POST",
    path: "/api/auth/registerForFreeWebinar",
    query: z.object({
      utmSource: z.string().trim().max(100, "utmSource can have at most 100 characters.").optional(),
      webinarId: idParam("webinarId").optional().describe("Our addition: the free webinar to register the new account for"),
    }),
    body: registrationBody,
    answer: variantResponse.extend({ webinarRegistration: seatGrantResponse.nullable() }),
  },
  {
    config: { ...variantRouteConfig, access: access.anyone },
    summary:
      "Create an account for a free webinar (RegSrc Webinar; the software trial is not started) and, with webinarId, register the seat",
    handler: async (request, { deps, reply }) => {
      const outcome = await registerVisitorForWebinar(
        deps,
        request.body,
        {
          ip: request.ip,
          utmSource: request.query.utmSource || undefined,
          acquisition: readAcquisition(request),
          language: requestLanguage(request),
          startTrial: false,
        },
        request.query.webinarId ?? null,
      );
      return { ...sendVariantOutcome(reply, deps.config, outcome), webinarRegistration: outcome.webinarRegistration };
    },
  },
);
