import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { discountRuleProblems, type ActiveUsersScope, type BillingPlan, type IsoDate, type ToolScope } from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { notFound, throwIfInvalid } from "../../../errors.ts";
import { storedHindi } from "./addon-row.ts";
import { editCatalogue } from "./edit-catalogue.ts";

export interface DiscountRuleInput {
  /** Absent: a new rule. */
  id?: string;
  type: "RenewalDiscount" | "SchemeDiscount" | "Webinar";
  label: string;
  labelHi: string | null;
  currentPlan: BillingPlan | null;
  targetPlan: BillingPlan | null;
  isForActiveUsers: ActiveUsersScope;
  isForTool: ToolScope;
  freeMonth: number;
  discountInPercent: number;
  isForDataAddon: boolean;
  validFrom: IsoDate | null;
  validUntil: IsoDate | null;
  isPublished: boolean;
}

/**
 * Adds or changes a published rule: a renewal discount, a running offer (scheme: IsOfferActivated lists it
 * while it runs) or a webinar discount (GetWebinarDiscountFields). A coupon's rule keeps its code.
 */
export async function saveDiscountRule(deps: AppDeps, actorId: number, input: DiscountRuleInput): Promise<{ id: string }> {
  throwIfInvalid(discountRuleProblems(input));
  const id = input.id ?? `rule-${randomUUID().slice(0, 8)}`;
  return editCatalogue(deps, { actorId, action: "catalogue-discount-rule-saved", subject: `discount-rule:${id}` }, async (tx) => {
    const r = schema.catalogueDiscountRules;
    const [before] = input.id === undefined ? [] : await tx.select().from(r).where(eq(r.id, input.id)).limit(1);
    if (input.id !== undefined && !before) throw notFound(`There is no discount rule ${input.id}.`);
    const { id: _absent, ...fields } = input;
    const row = { ...fields, labelHi: storedHindi(fields.labelHi) };
    if (before) await tx.update(r).set(row).where(eq(r.id, id));
    else await tx.insert(r).values({ ...row, id, sortOrder: 500 });
    return { before: before ?? null, after: { ...row, id }, result: { id } };
  });
}
