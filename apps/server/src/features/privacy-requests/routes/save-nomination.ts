import { access, callerOf } from "../../../auth/access.ts";
import { saveNomination as contract } from "@investar/contract/privacy-requests/save-nomination";
import type { RouteModule } from "../../../http/app-types.ts";
import { saveNomination } from "../services/save-nomination.ts";
import { filedAnswer, PRIVACY_TAG } from "./privacy-request-tags.ts";

const saveNominationRoute: RouteModule = (app, deps) => {
  app.put(
    contract.path,
    {
      config: { access: access.user },
      schema: {
        tags: [PRIVACY_TAG],
        summary: "Nominate (or change) who may exercise the caller's privacy rights after their death or in their incapacity",
        security: [{ bearer: [] }],
        body: contract.body,
        response: { 200: contract.answer },
      },
    },
    async (request) => {
      const caller = await callerOf(request);
      const saved = await saveNomination(deps, caller.userId, request.body);
      return { ...filedAnswer(saved, "Your nomination is recorded."), message: `Your nomination is recorded (${saved.reference}).` };
    },
  );
};

export default saveNominationRoute;
