import { access, callerOf } from "../../../auth/access.ts";
import { fileCorrectionRequest as contract } from "@investar/contract/privacy-requests/file-correction-request";
import type { RouteModule } from "../../../http/app-types.ts";
import { fileCorrectionRequest } from "../services/file-correction-request.ts";
import { filedAnswer, PRIVACY_TAG } from "./privacy-request-tags.ts";

const fileCorrectionRequestRoute: RouteModule = (app, deps) => {
  app.post(
    contract.path,
    {
      config: { access: access.user },
      schema: {
        tags: [PRIVACY_TAG],
        summary: "Ask for a correction the customer cannot make alone (an issued invoice's name, GSTIN or address)",
        security: [{ bearer: [] }],
        body: contract.body,
        response: { 200: contract.answer },
      },
    },
    async (request) => {
      const caller = await callerOf(request);
      return filedAnswer(await fileCorrectionRequest(deps, caller.userId, request.body), "We have your correction request.");
    },
  );
};

export default fileCorrectionRequestRoute;
