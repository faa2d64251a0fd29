import { access } from "../../../auth/access.ts";
import { fileGrievance as contract } from "@investar/contract/privacy-requests/file-grievance";
import { fileGrievance } from "../services/file-grievance.ts";
import { filedAnswer } from "./privacy-request-tags.ts";
import { route } from "./route.ts";

export default route(contract, {
  config: { access: access.user },
  summary: "File a grievance with the grievance officer: a reference number and an acknowledgement mail",
  handler: async (request, { deps, caller }) => {
    return filedAnswer(await fileGrievance(deps, caller.userId, request.body), "Your grievance has reached our grievance officer.");
  },
});
