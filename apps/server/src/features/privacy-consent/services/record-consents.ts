import { PRIVACY_NOTICE_VERSION, type ConsentPurpose, type ConsentSource } from "@investar/core/privacy-consent";
import { MARKETING_MAIL_KINDS, type MarketingMailKind } from "@investar/core";
import type { SubscriptionFlags } from "@investar/core/profile";
import { schema, type Executor } from "@investar/db";

export interface ConsentChange {
  purpose: ConsentPurpose;
  given: boolean;
}

/**
 * docs/business-rules.md#consent-records: appends consents given or withdrawn, in the transaction of the change they come with,
 * under the notice version in force; records are never changed afterwards.
 */
export async function recordConsents(
  tx: Executor,
  userId: number,
  changes: readonly ConsentChange[],
  source: ConsentSource,
  at: Date,
): Promise<void> {
  if (changes.length === 0) return;
  await tx
    .insert(schema.consentRecords)
    .values(changes.map(({ purpose, given }) => ({ userId, purpose, given, at, noticeVersion: PRIVACY_NOTICE_VERSION, source })));
}

/** A new account's consents: the notice accepted, the 18+ declaration, and each marketing kind ticked (the rest never asked for). */
export function signUpConsents(kinds: readonly MarketingMailKind[]): ConsentChange[] {
  return [
    { purpose: "notice", given: true },
    { purpose: "age-18-plus", given: true },
    ...kinds.map((kind) => ({ purpose: kind, given: true })),
  ];
}

/** The marketing kinds whose switch moved between two sets of mail choices, as consents given or withdrawn. */
export function marketingChanges(before: Partial<SubscriptionFlags>, after: Partial<SubscriptionFlags>): ConsentChange[] {
  return MARKETING_MAIL_KINDS.filter((kind) => (before[kind] === true) !== (after[kind] === true)).map((kind) => ({
    purpose: kind,
    given: after[kind] === true,
  }));
}
