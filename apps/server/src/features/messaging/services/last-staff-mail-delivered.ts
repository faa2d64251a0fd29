import { and, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";

/**
 * For the launch checklist: the last mail the SMTP server accepted for a staff address (an account with an admin role),
 * proof that the site's mail leaves it; null while none has.
 */
export async function lastStaffMailDelivered(deps: Pick<AppDeps, "db" | "config">): Promise<{ to: string; sentAt: Date } | null> {
  const m = schema.mailOutbox;
  const u = schema.users;
  const [row] = await deps.db
    .select({ to: m.to, sentAt: m.sentAt })
    .from(m)
    .innerJoin(u, eq(sql`lower(${u.email})`, sql`lower(${m.to})`))
    .where(and(isNotNull(m.sentAt), inArray(u.role, deps.config.adminRoles)))
    .orderBy(desc(m.sentAt))
    .limit(1);
  return row?.sentAt ? { to: row.to, sentAt: row.sentAt } : null;
}
