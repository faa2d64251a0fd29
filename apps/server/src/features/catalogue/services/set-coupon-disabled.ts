import { eq } from "drizzle-orm";
import { normaliseCouponCode } from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { notFound } from "../../../errors.ts";
import { sameCouponCode } from "./hold-coupon-use.ts";
import { editCatalogue } from "./edit-catalogue.ts";

/** Switches a coupon off (refused at the next quote; orders already holding a use keep it) or on again. */
export async function setCouponDisabled(
  deps: AppDeps,
  actorId: number,
  input: { code: string; disabled: boolean },
): Promise<{ code: string; disabled: boolean }> {
  const code = normaliseCouponCode(input.code);
  return editCatalogue(
    deps,
    { actorId, action: input.disabled ? "catalogue-coupon-disabled" : "catalogue-coupon-enabled", subject: `coupon:${code}` },
    async (tx) => {
      const c = schema.catalogueCoupons;
      const [before] = await tx.select({ code: c.code, disabled: c.disabled }).from(c).where(sameCouponCode(code)).limit(1);
      if (!before) throw notFound(`There is no coupon ${code}.`);
      await tx.update(c).set({ disabled: input.disabled }).where(eq(c.code, before.code));
      return { before, after: { code: before.code, disabled: input.disabled }, result: { code: before.code, disabled: input.disabled } };
    },
  );
}
