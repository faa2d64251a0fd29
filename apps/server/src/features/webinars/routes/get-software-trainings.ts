import { z } from "zod";
import { VIDEO_CATEGORIES } from "@investar/core";
import { access } from "../../../auth/access.ts";
import { listSoftwareTrainings } from "../services/list-software-trainings.ts";
import { currencyQuery, listCaller, queryFlag, toWebinarJson, webinarJson } from "./webinar-schemas.ts";
import { route } from "./route.ts";

export default route(
  {
    method: "GET",
    path: "/api/education/GetSoftwareTrainings",
    query: z.object({
      category: z.enum(VIDEO_CATEGORIES, { error: "category must be ShortVideo, LongVideo or TA." }).optional(),
      isLiveWebinars: queryFlag("isLiveWebinars").default(false),
      currency: currencyQuery,
    }),
    answer: z.array(webinarJson),
  },
  {
    config: { access: access.anyone },
    summary:
      "Software trainings by category: upcoming live training webinars (isLiveWebinars=true) or training videos (false; from the provider's playlist when configured and working, else the stored ones)",
    handler: async (request, { deps }) => {
      const { caller, currency } = await listCaller(deps, request, request.query.currency);
      const views = await listSoftwareTrainings(deps, request.query.category ?? null, {
        isLive: request.query.isLiveWebinars,
        caller,
        currency,
      });
      return views.map(toWebinarJson);
    },
  },
);
