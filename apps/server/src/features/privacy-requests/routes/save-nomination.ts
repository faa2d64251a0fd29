import { access } from "../../../auth/access.ts";
import { saveNomination as contract } from "@investar/contract/privacy-requests/save-nomination";
import { saveNomination } from "../services/save-nomination.ts";
import { filedAnswer } from "./privacy-request-tags.ts";
import { route } from "./route.ts";

export default route(contract, {
  config: { access: access.user },
  summary: "Nominate (or change) who may exercise the caller's privacy rights after their death or in their incapacity",
  handler: async (request, { deps, caller }) => {
    const saved = await saveNomination(deps, caller.userId, request.body);
    return { ...filedAnswer(saved, "Your nomination is recorded."), message: `Your nomination is recorded (${saved.reference}).` };
  },
});
