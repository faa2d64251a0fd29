import { access, callerOf } from "../../../auth/access.ts";
import { fileGrievance as contract } from "@investar/contract/privacy-requests/file-grievance";
import type { RouteModule } from "../../../http/app-types.ts";
import { fileGrievance } from "../services/file-grievance.ts";
import { filedAnswer, PRIVACY_TAG } from "./privacy-request-tags.ts";

const fileGrievanceRoute: RouteModule = (app, deps) => {
  app.post(
    contract.path,
    {
      config: { access: access.user },
      schema: {
        tags: [PRIVACY_TAG],
        summary: "File a grievance with the grievance officer: a reference number and an acknowledgement mail",
        security: [{ bearer: [] }],
        body: contract.body,
        response: { 200: contract.answer },
      },
    },
    async (request) => {
      const caller = await callerOf(request);
      return filedAnswer(await fileGrievance(deps, caller.userId, request.body), "Your grievance has reached our grievance officer.");
    },
  );
};

export default fileGrievanceRoute;
