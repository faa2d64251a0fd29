import { z } from "zod";
import { VIDEO_CATEGORIES } from "@investar/core";
import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { listSoftwareTrainings } from "../services/list-software-trainings.ts";
import { currencyQuery, listCaller, queryFlag, toWebinarJson, webinarJson } from "./webinar-schemas.ts";

const getSoftwareTrainings: RouteModule = (app, deps) => {
  app.get(
    "/api/education/GetSoftwareTrainings",
    {
      config: { access: access.anyone },
      schema: {
        tags: ["education"],
        summary:
          "Software trainings by category: upcoming live training webinars (isLiveWebinars=true) or training videos (false; from the provider's playlist when configured and working, else the stored ones)",
        querystring: z.object({
          category: z.enum(VIDEO_CATEGORIES, { error: "category must be ShortVideo, LongVideo or TA." }).optional(),
          isLiveWebinars: queryFlag("isLiveWebinars").default(false),
          currency: currencyQuery,
        }),
        response: { 200: z.array(webinarJson) },
      },
    },
    async (request) => {
      const { caller, currency } = await listCaller(deps, request, request.query.currency);
      const views = await listSoftwareTrainings(deps, request.query.category ?? null, {
        isLive: request.query.isLiveWebinars,
        caller,
        currency,
      });
      return views.map(toWebinarJson);
    },
  );
};

export default getSoftwareTrainings;
