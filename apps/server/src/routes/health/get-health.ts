import { sql } from "drizzle-orm";
import { z } from "zod";
import type { RouteModule } from "../../http/app-types.ts";
import { AppError } from "../../errors.ts";

const healthResponse = z.object({ status: z.literal("ok"), database: z.literal("ok") });

/**
 * A monitor polling this, or a load balancer under load, must not turn health checks into database load:
 * a successful check is trusted for this long (failures are retried on the next call).
 */
export const HEALTH_CHECK_TTL_MS = 1_000;

const getHealth: RouteModule = (app) => {
  let checkedOkAt = Number.NEGATIVE_INFINITY;
  let inFlight: Promise<void> | null = null;

  const checkDatabase = () =>
    (inFlight ??= app.deps.db
      .execute(sql`select 1`)
      .then(() => {
        checkedOkAt = Date.now();
      })
      .finally(() => {
        inFlight = null;
      }));

  app.get(
    "/api/health",
    { schema: { tags: ["health"], summary: "Liveness and database check", response: { 200: healthResponse } } },
    async () => {
      if (Date.now() - checkedOkAt > HEALTH_CHECK_TTL_MS) {
        try {
          await checkDatabase();
        } catch {
          throw new AppError("Unavailable", "The database is not answering.");
        }
      }
      return { status: "ok" as const, database: "ok" as const };
    },
  );
};

export default getHealth;
