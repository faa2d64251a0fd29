import { z } from "zod";
import { access } from "../../../auth/access.ts";
import { addConversionLog } from "../services/add-conversion-log.ts";
import { route } from "./route.ts";

export const MAX_LOG_CHARS = 2_000;

export default route(
  {
    method: "GET",
    path: "/api/auth/AddConversionsLogs",
    query: z.object({
      logs: z
        .string({ error: "logs is required." })
        .trim()
        .min(1, "logs is required.")
        .max(MAX_LOG_CHARS, `logs can have at most ${MAX_LOG_CHARS} characters.`),
    }),
    answer: z.object({ saved: z.literal(true) }),
  },
  {
    // Public and written straight to the database: bounded in size and rate.
    config: { access: access.anyone, rateLimit: { max: 30, timeWindow: "1 minute" } },
    summary: "Record a conversion-funnel step reported by a page",
    handler: async (request, { deps }) => {
      const principal = await request.principal();
      return addConversionLog(deps, request.query.logs, principal?.userId ?? null);
    },
  },
);
