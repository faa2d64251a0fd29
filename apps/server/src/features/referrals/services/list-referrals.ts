import { desc, eq } from "drizzle-orm";
import { schema, type Executor } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";

export type ReferralStatus = "Invited" | "Registered" | "Subscribed";

export interface ReferralEntry {
  id: number;
  email: string;
  status: ReferralStatus;
  invitedAt: string;
  updatedAt: string;
}

export function toReferralEntry(row: typeof schema.referrals.$inferSelect): ReferralEntry {
  return {
    id: row.id,
    email: row.email,
    status: row.status,
    invitedAt: row.invitedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** GetReferrals and the my-referral page: everyone this user invited, newest first, with where each stands. */
export async function listReferrals(deps: AppDeps, refereeId: number, db: Executor = deps.db): Promise<ReferralEntry[]> {
  const t = schema.referrals;
  const rows = await db.select().from(t).where(eq(t.refereeId, refereeId)).orderBy(desc(t.invitedAt), desc(t.id));
  return rows.map(toReferralEntry);
}
