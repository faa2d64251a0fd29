import { z } from "zod";
import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { getUserLocation } from "../../catalogue/index.ts";
import { listMyWebinars } from "../services/list-my-webinars.ts";
import { userId } from "@investar/contract/parts/user-id-query";
import { currencyQuery, toWebinarJson, webinarJson } from "./webinar-schemas.ts";

const getMyWebinars: RouteModule = (app, deps) => {
  app.get(
    "/api/education/GetMyWebinars",
    {
      config: { access: access.self("query") },
      schema: {
        tags: ["education"],
        summary: "The webinars the user registered for or bought: upcoming, past and cancelled (self or admin)",
        security: [{ bearer: [] }],
        querystring: z.object({ userId, currency: currencyQuery }),
        response: { 200: z.object({ upcoming: z.array(webinarJson), past: z.array(webinarJson), cancelled: z.array(webinarJson) }) },
      },
    },
    async (request) => {
      const currency = request.query.currency ?? (await getUserLocation(request.ip)).currency;
      const mine = await listMyWebinars(deps, request.query.userId, currency);
      return {
        upcoming: mine.upcoming.map(toWebinarJson),
        past: mine.past.map(toWebinarJson),
        cancelled: mine.cancelled.map(toWebinarJson),
      };
    },
  );
};

export default getMyWebinars;
