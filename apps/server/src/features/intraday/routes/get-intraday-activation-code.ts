import { access } from "../../../auth/access.ts";
import { getIntradayActivationCode as contract } from "@investar/contract/intraday/get-intraday-activation-code";
import { sendIntradayActivationCode } from "../services/send-intraday-activation-code.ts";
import { route } from "./route.ts";

export default route(contract, {
  config: { access: access.self("query"), rateLimit: { max: 5, timeWindow: "1 hour" }, changesState: true },
  summary: "Send a 5-digit intraday activation code by email or SMS to the address or number on the account",
  handler: async (request, { deps }) => {
    const { userId, mobileOrEmail, isEmail } = request.query;
    return sendIntradayActivationCode(deps, userId, mobileOrEmail, isEmail);
  },
});
