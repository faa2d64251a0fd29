import { access } from "../../../auth/access.ts";
import { fileCorrectionRequest as contract } from "@investar/contract/privacy-requests/file-correction-request";
import { fileCorrectionRequest } from "../services/file-correction-request.ts";
import { filedAnswer } from "./privacy-request-tags.ts";
import { route } from "./route.ts";

export default route(contract, {
  config: { access: access.user },
  summary: "Ask for a correction the customer cannot make alone (an issued invoice's name, GSTIN or address)",
  handler: async (request, { deps, caller }) => {
    return filedAnswer(await fileCorrectionRequest(deps, caller.userId, request.body), "We have your correction request.");
  },
});
