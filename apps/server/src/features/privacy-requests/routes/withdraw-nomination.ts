import { access } from "../../../auth/access.ts";
import { withdrawNomination as contract } from "@investar/contract/privacy-requests/withdraw-nomination";
import { withdrawNomination } from "../services/withdraw-nomination.ts";
import { filedAnswer } from "./privacy-request-tags.ts";
import { route } from "./route.ts";

export default route(contract, {
  config: { access: access.user },
  summary: "Withdraw the caller's nomination",
  handler: async (request, { deps, caller }) => {
    const withdrawn = await withdrawNomination(deps, caller.userId);
    return { ...filedAnswer(withdrawn, ""), message: `Your nomination is withdrawn (${withdrawn.reference}).` };
  },
});
