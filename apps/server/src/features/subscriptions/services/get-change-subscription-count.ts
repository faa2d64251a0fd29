import { eq } from "drizzle-orm";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";

export interface ChangeSubscriptionCount {
  /** Free changes (payment/ChangeSubscription) made in the current period of the desktop subscription. */
  changesMade: number;
  /** The catalogue's limit per period (each subscription has its own). */
  changesAllowed: number;
  changesLeft: number;
  /** The same for the mobile subscription, which counts its changes on its own row (ADR 0010). */
  mobile: { changesMade: number; changesLeft: number };
}

/** GetChangeSubscriptionCount: how many free subscription changes the user has made, and may still make, this period. */
export async function getChangeSubscriptionCount(deps: AppDeps, userId: number): Promise<ChangeSubscriptionCount> {
  const s = schema.userSubscriptions;
  const [rows, [settings]] = await Promise.all([
    deps.db.select({ kind: s.kind, changesMade: s.changesMade }).from(s).where(eq(s.userId, userId)),
    deps.db.select({ limit: schema.catalogueSettings.freeSubscriptionChanges }).from(schema.catalogueSettings).limit(1),
  ]);
  const changesAllowed = settings?.limit ?? 0;
  const made = (kind: "tool" | "mobile") => rows.find((row) => row.kind === kind)?.changesMade ?? 0;
  const left = (count: number) => Math.max(0, changesAllowed - count);
  return {
    changesMade: made("tool"),
    changesAllowed,
    changesLeft: left(made("tool")),
    mobile: { changesMade: made("mobile"), changesLeft: left(made("mobile")) },
  };
}
