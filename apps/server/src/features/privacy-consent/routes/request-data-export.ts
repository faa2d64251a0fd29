import { access, callerOf } from "../../../auth/access.ts";
import { requestDataExport as contract } from "@investar/contract/privacy-consent/request-data-export";
import type { RouteModule } from "../../../http/app-types.ts";
import { requestDataExport } from "../services/request-data-export.ts";

const requestDataExportRoute: RouteModule = (app, deps) => {
  app.post(
    contract.path,
    {
      // Each request builds a ZIP of the whole account: a few an hour is plenty.
      config: { access: access.user, rateLimit: { max: 5, timeWindow: "1 hour" } },
      schema: {
        tags: ["privacy"],
        summary: "Ask for a copy of the caller's data: a ZIP built in the background, its one-time link mailed",
        security: [{ bearer: [] }],
        response: { 200: contract.answer },
      },
    },
    async (request) => {
      const caller = await callerOf(request);
      return requestDataExport(deps, caller.userId);
    },
  );
};

export default requestDataExportRoute;
