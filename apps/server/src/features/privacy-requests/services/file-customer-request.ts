import { eq } from "drizzle-orm";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { notFound } from "../../../errors.ts";
import type { Transaction } from "../../../database/transaction.ts";
import { mailHit, takeLimits } from "../../messaging/index.ts";
import { recordPrivacyRequest, type NewPrivacyRequest, type RecordedPrivacyRequest } from "./record-privacy-request.ts";

/** The account's address and name, as the acknowledgement goes to them. */
export async function customerOf(tx: Transaction, userId: number): Promise<{ email: string; name: string }> {
  const [user] = await tx
    .select({ email: schema.users.email, name: schema.users.fullName })
    .from(schema.users)
    .where(eq(schema.users.id, userId));
  if (!user) throw notFound("There is no such account.");
  return user;
}

/**
 * A request the logged-in customer files from /my-investar/privacy/requests, in one transaction with whatever
 * `alongside` changes: the acknowledgement counts on the shared per-address mail limit (docs/business-rules.md#abuse-limits),
 * so the forms cannot flood an inbox.
 */
export async function fileCustomerRequest(
  deps: AppDeps,
  userId: number,
  request: Omit<NewPrivacyRequest, "userId" | "email" | "name">,
  /** The change the request records, made first; it may name the request from what it found. */
  alongside?: (tx: Transaction, customer: { email: string; name: string }) => Promise<{ summary: string } | void>,
): Promise<RecordedPrivacyRequest> {
  const recorded = await deps.db.transaction(async (tx) => {
    const customer = await customerOf(tx, userId);
    const named = await alongside?.(tx, customer);
    // After the change's own checks, so a form's mistake is said as such rather than as a limit.
    await takeLimits(tx, deps.now(), [mailHit(customer.email)]);
    return recordPrivacyRequest(deps, tx, { ...request, ...named, userId, ...customer });
  });
  deps.mail.nudge();
  return recorded;
}
