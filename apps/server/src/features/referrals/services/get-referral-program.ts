import type { Currency } from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { referrerCode } from "../../../auth/referrer-code.ts";

export interface ReferralProgram {
  /** The member's own sign-up link to share: whoever signs up through it counts as referred by them. */
  link: string;
  /** The wallet credit a referred customer's first paid order earns, per currency of that order, in minor units (0: none). */
  rewards: Record<Currency, number>;
}

/** The my-referral page's link and the reward it states, read from the catalogue setting creditReferrer pays by. */
export async function getReferralProgram(deps: AppDeps, userId: number): Promise<ReferralProgram> {
  const settings = await deps.db
    .select({ currency: schema.catalogueCurrencySettings.currency, amount: schema.catalogueCurrencySettings.referralCredit })
    .from(schema.catalogueCurrencySettings);
  const rewards: Record<Currency, number> = { INR: 0, USD: 0 };
  for (const row of settings) rewards[row.currency] = Math.max(0, row.amount);
  return { link: `${deps.config.publicUrl}/user/sign-up?ref=${referrerCode(deps.config.sessionSecret!, userId)}`, rewards };
}
