import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";

/** AddConversionsLogs: a page reports a funnel step (e.g. "claim-email"); who it was, when known. */
export async function addConversionLog(deps: AppDeps, logs: string, userId: number | null): Promise<{ saved: true }> {
  await deps.db.insert(schema.conversionLogs).values({ userId, channel: "site", payload: { logs }, at: deps.now() });
  return { saved: true };
}
