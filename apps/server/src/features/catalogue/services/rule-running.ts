import type { DiscountRule, IsoDate } from "@investar/core";

/** A rule is running on `today` when today is inside its (inclusive, open-ended where null) validity. */
export function isRunningOn(rule: Pick<DiscountRule, "validFrom" | "validUntil">, today: IsoDate): boolean {
  return (rule.validFrom === null || rule.validFrom <= today) && (rule.validUntil === null || today <= rule.validUntil);
}

/** The earlier of two optional end dates (null = no end). */
export function earlierEnd(a: IsoDate | null, b: IsoDate | null): IsoDate | null {
  if (a === null) return b;
  if (b === null) return a;
  return a <= b ? a : b;
}
