import type { SmsKind } from "@investar/core";
import { schema, type Executor } from "@investar/db";

export interface OutgoingSms {
  /** The mobile number as stored on the account (digits only). */
  to: string;
  /** Which message this is: a DLT template provider sends it under that kind's template (docs/business-rules.md#sms-templates). */
  kind: SmsKind;
  /** The full text, for a free-text provider and the dev outbox; it must read as the kind's registered template with these variables filled. */
  text: string;
  /** The template's variables (`code`, `minutes`, …), as a template provider is sent them. */
  variables: Record<string, string>;
  /** The code in the text: removed from the stored row once it is sent or given up (ADR 0002). */
  secrets?: string[];
}

/**
 * docs/architecture.md#flow-outboxes: an SMS is written to the outbox in the transaction of the change that causes it, like mail;
 * a provider worker (when one is configured) sends it, otherwise the rows are the dev outbox.
 */
export async function enqueueSms(tx: Executor, sms: OutgoingSms): Promise<void> {
  await tx.insert(schema.smsOutbox).values(sms);
}
