import { eq } from "drizzle-orm";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { editUser } from "./edit-user.ts";

/**
 * SetInstituteDiscount: the percent a partner institute's student gets off (0 for none). The next Quote
 * reads it from the database, so the customer's prices change at once on every instance.
 */
export async function setInstituteDiscount(
  deps: AppDeps,
  actorId: number,
  input: { userId: number; percent: number },
): Promise<{ userId: number; percent: number }> {
  return editUser(deps, { actorId, userId: input.userId, action: "user-institute-discount-set" }, async (tx, user) => {
    const p = schema.userPricingProfiles;
    const [previous] = await tx.select({ percent: p.instituteDiscountPercent }).from(p).where(eq(p.userId, user.id));
    await tx
      .insert(p)
      .values({ userId: user.id, instituteDiscountPercent: input.percent })
      .onConflictDoUpdate({ target: p.userId, set: { instituteDiscountPercent: input.percent } });
    return {
      before: { percent: previous?.percent ?? 0 },
      after: { percent: input.percent },
      result: { userId: user.id, percent: input.percent },
    };
  });
}
