import { eq } from "drizzle-orm";
import { schema } from "@investar/db";
import type { TestApp } from "./test-app.ts";

/** 10 Mar 2026, noon in India: pricing tests run on a fixed clock so dates and offers are known. */
export const PRICING_NOW = new Date("2026-03-10T06:30:00Z");

type SubscriptionValues = Partial<typeof schema.userSubscriptions.$inferInsert> &
  Pick<typeof schema.userSubscriptions.$inferInsert, "baseProduct" | "plan">;

/** Gives a user a paid subscription row (tool unless `kind` says mobile), as checkout will. */
export async function giveSubscription(t: TestApp, userId: number, values: SubscriptionValues): Promise<void> {
  await t.db.insert(schema.userSubscriptions).values({ kind: "tool", isSubscribed: true, ...values, userId });
}

/** createUser() starts a 7-day trial on the real clock; pricing tests move it to a known day. */
export async function setTrialEnd(t: TestApp, userId: number, at: Date | null): Promise<void> {
  await t.db.update(schema.users).set({ trialEndsAt: at }).where(eq(schema.users.id, userId));
}

export function quoteCall(t: TestApp, body: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({ method: "POST", url: "/api/payment/Quote", payload: body as object, headers });
}
