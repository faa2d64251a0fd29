import { sql } from "drizzle-orm";
import { z } from "zod";
import type { RouteModule } from "../../http/app-types.ts";
import { AppError } from "../../errors.ts";

const healthResponse = z.object({ status: z.literal("ok"), database: z.literal("ok") });

const getHealth: RouteModule = (app) => {
  app.get(
    "/api/health",
    { schema: { tags: ["health"], summary: "Liveness and database check", response: { 200: healthResponse } } },
    async () => {
      try {
        await app.deps.db.execute(sql`select 1`);
      } catch {
        throw new AppError("Unavailable", "The database is not answering.");
      }
      return { status: "ok" as const, database: "ok" as const };
    },
  );
};

export default getHealth;
