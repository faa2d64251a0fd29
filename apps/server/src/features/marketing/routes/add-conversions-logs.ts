import { z } from "zod";
import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { addConversionLog } from "../services/add-conversion-log.ts";

export const MAX_LOG_CHARS = 2_000;

const addConversionsLogs: RouteModule = (app, deps) => {
  app.get(
    "/api/auth/AddConversionsLogs",
    {
      // Public and written straight to the database: bounded in size and rate.
      config: { access: access.anyone, rateLimit: { max: 30, timeWindow: "1 minute" } },
      schema: {
        tags: ["auth"],
        summary: "Record a conversion-funnel step reported by a page",
        querystring: z.object({
          logs: z
            .string({ error: "logs is required." })
            .trim()
            .min(1, "logs is required.")
            .max(MAX_LOG_CHARS, `logs can have at most ${MAX_LOG_CHARS} characters.`),
        }),
        response: { 200: z.object({ saved: z.literal(true) }) },
      },
    },
    async (request) => {
      const principal = await request.principal();
      return addConversionLog(deps, request.query.logs, principal?.userId ?? null);
    },
  );
};

export default addConversionsLogs;
