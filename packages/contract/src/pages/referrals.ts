/** What the my-referral page reads from the referrals feature. */
import type { Currency } from "@investar/core";

export interface ReferralEntry {
  id: number;
  email: string;
  status: "Invited" | "Registered" | "Subscribed";
  invitedAt: string; // ISO timestamp
  updatedAt: string;
}

export interface ReferralsPageServices {
  /** The my-referral page: everyone this user invited, newest first (docs/business-rules.md#api-auth auth/GetReferrals). */
  listReferrals(refereeId: number): Promise<ReferralEntry[]>;
  /** The member's own referral link to share, and the wallet credit a referral earns per currency (minor units, 0: none). */
  getReferralProgram(userId: number): Promise<{ link: string; rewards: Record<Currency, number> }>;
}
