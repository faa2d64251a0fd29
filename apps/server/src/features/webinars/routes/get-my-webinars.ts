import { z } from "zod";
import { access } from "../../../auth/access.ts";
import { getUserLocation } from "../../catalogue/index.ts";
import { listMyWebinars } from "../services/list-my-webinars.ts";
import { userId } from "@investar/contract/parts/user-id-query";
import { currencyQuery, toWebinarJson, webinarJson } from "./webinar-schemas.ts";
import { route } from "./route.ts";

export default route(
  {
    method: "GET",
    path: "/api/education/GetMyWebinars",
    query: z.object({ userId, currency: currencyQuery }),
    answer: z.object({ upcoming: z.array(webinarJson), past: z.array(webinarJson), cancelled: z.array(webinarJson) }),
  },
  {
    config: { access: access.self("query") },
    summary: "The webinars the user registered for or bought: upcoming, past and cancelled (self or admin)",
    handler: async (request, { deps }) => {
      const currency = request.query.currency ?? (await getUserLocation(request.ip)).currency;
      const mine = await listMyWebinars(deps, request.query.userId, currency);
      return {
        upcoming: mine.upcoming.map(toWebinarJson),
        past: mine.past.map(toWebinarJson),
        cancelled: mine.cancelled.map(toWebinarJson),
      };
    },
  },
);
