import { and, count, eq, isNull } from "drizzle-orm";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";

export interface TwoFactorStatus {
  enrolled: boolean;
  /** ISO timestamp of the confirmation; null when not enrolled. */
  enrolledAt: string | null;
  recoveryCodesLeft: number;
  /** ADMIN_2FA=required on this site. */
  required: boolean;
}

/** The two-factor page's state for one staff account. */
export async function getTwoFactorStatus(deps: AppDeps, userId: number): Promise<TwoFactorStatus> {
  const a = schema.twoFactorAuthenticators;
  const r = schema.twoFactorRecoveryCodes;
  const [row] = await deps.db.select({ confirmedAt: a.confirmedAt }).from(a).where(eq(a.userId, userId)).limit(1);
  const enrolledAt = row?.confirmedAt ?? null;
  const [left] = enrolledAt
    ? await deps.db
        .select({ n: count() })
        .from(r)
        .where(and(eq(r.userId, userId), isNull(r.usedAt)))
    : [{ n: 0 }];
  return {
    enrolled: enrolledAt !== null,
    enrolledAt: enrolledAt?.toISOString() ?? null,
    recoveryCodesLeft: left?.n ?? 0,
    required: deps.config.adminTwoFactor === "required",
  };
}
