import { access } from "../../../auth/access.ts";
import { getIntradayActivationCode as contract } from "@investar/contract/intraday/get-intraday-activation-code";
import type { RouteModule } from "../../../http/app-types.ts";
import { sendIntradayActivationCode } from "../services/send-intraday-activation-code.ts";

const getIntradayActivationCode: RouteModule = (app, deps) => {
  app.get(
    contract.path,
    {
      config: { access: access.self("query"), rateLimit: { max: 5, timeWindow: "1 hour" }, changesState: true },
      schema: {
        tags: ["auth"],
        summary: "Send a 5-digit intraday activation code by email or SMS to the address or number on the account",
        security: [{ bearer: [] }],
        querystring: contract.query,
        response: { 200: contract.answer },
      },
    },
    async (request) => {
      const { userId, mobileOrEmail, isEmail } = request.query;
      return sendIntradayActivationCode(deps, userId, mobileOrEmail, isEmail);
    },
  );
};

export default getIntradayActivationCode;
