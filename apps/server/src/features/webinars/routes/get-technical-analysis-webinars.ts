import { z } from "zod";
import { access } from "../../../auth/access.ts";
import { listTechnicalAnalysisWebinars } from "../services/list-technical-analysis-webinars.ts";
import { currencyQuery, listCaller, queryFlag, toWebinarJson, webinarJson } from "./webinar-schemas.ts";
import { route } from "./route.ts";

export default route(
  {
    method: "GET",
    path: "/api/education/GetTechnicalAnalysisWebinars",
    query: z.object({ isLiveWebinar: queryFlag("isLiveWebinar").default(true), currency: currencyQuery }),
    answer: z.array(webinarJson),
  },
  {
    config: { access: access.anyone },
    summary:
      "Technical-analysis webinars: upcoming (isLiveWebinar=true, soonest first) or past (false, newest first); isRegisteredForWebinar reflects the caller when logged in",
    handler: async (request, { deps }) => {
      const { caller, currency } = await listCaller(deps, request, request.query.currency);
      const views = await listTechnicalAnalysisWebinars(deps, { isLive: request.query.isLiveWebinar, caller, currency });
      return views.map(toWebinarJson);
    },
  },
);
