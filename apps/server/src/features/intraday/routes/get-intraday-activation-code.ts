import { z } from "zod";
import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { sendIntradayActivationCode } from "../services/send-intraday-activation-code.ts";
import { idParam } from "@investar/contract/parts/id-param";
import { flag } from "@investar/contract/parts/schema-parts";

const getIntradayActivationCode: RouteModule = (app, deps) => {
  app.get(
    "/api/auth/GetIntradayActivationCode",
    {
      config: { access: access.self("query"), rateLimit: { max: 5, timeWindow: "1 hour" }, changesState: true },
      schema: {
        tags: ["auth"],
        summary: "Send a 5-digit intraday activation code by email or SMS to the address or number on the account",
        security: [{ bearer: [] }],
        querystring: z.object({
          userId: idParam("userId"),
          mobileOrEmail: z
            .string({ error: "Enter your mobile number or email address." })
            .trim()
            .min(1, "Enter your mobile number or email address.")
            .max(200),
          isEmail: flag({ error: "isEmail must be true or false." }).default(false),
        }),
        response: { 200: z.object({ message: z.string(), sentTo: z.string() }) },
      },
    },
    async (request) => {
      const { userId, mobileOrEmail, isEmail } = request.query;
      return sendIntradayActivationCode(deps, userId, mobileOrEmail, isEmail);
    },
  );
};

export default getIntradayActivationCode;
