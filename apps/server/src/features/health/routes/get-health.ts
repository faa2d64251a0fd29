import { sql } from "drizzle-orm";
import { z } from "zod";
import { access } from "../../../auth/access.ts";
import { AppError } from "../../../errors.ts";
import { route } from "./route.ts";

const healthResponse = z.object({ status: z.literal("ok"), database: z.literal("ok") });

/**
 * A monitor polling this, or a load balancer under load, must not turn health checks into database load:
 * a good answer is kept for this long by the public-answer cache (failures are never kept).
 */
export const HEALTH_CHECK_TTL_MS = 1_000;

export default route(
  { method: "GET", path: "/api/health", answer: healthResponse },
  {
    config: { access: access.anyone, publicCacheMs: HEALTH_CHECK_TTL_MS },
    summary: "Liveness and database check",
    handler: async (_request, { deps }) => {
      try {
        await deps.db.execute(sql`select 1`);
      } catch {
        throw new AppError("Unavailable", "The database is not answering.");
      }
      return { status: "ok" as const, database: "ok" as const };
    },
  },
);
