import { z } from "zod";
import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { listTechnicalAnalysisWebinars } from "../services/list-technical-analysis-webinars.ts";
import { currencyQuery, listCaller, queryFlag, toWebinarJson, webinarJson } from "./webinar-schemas.ts";

const getTechnicalAnalysisWebinars: RouteModule = (app, deps) => {
  app.get(
    "/api/education/GetTechnicalAnalysisWebinars",
    {
      config: { access: access.anyone },
      schema: {
        tags: ["education"],
        summary:
          "Technical-analysis webinars: upcoming (isLiveWebinar=true, soonest first) or past (false, newest first); isRegisteredForWebinar reflects the caller when logged in",
        querystring: z.object({ isLiveWebinar: queryFlag("isLiveWebinar").default(true), currency: currencyQuery }),
        response: { 200: z.array(webinarJson) },
      },
    },
    async (request) => {
      const { caller, currency } = await listCaller(deps, request, request.query.currency);
      const views = await listTechnicalAnalysisWebinars(deps, { isLive: request.query.isLiveWebinar, caller, currency });
      return views.map(toWebinarJson);
    },
  );
};

export default getTechnicalAnalysisWebinars;
