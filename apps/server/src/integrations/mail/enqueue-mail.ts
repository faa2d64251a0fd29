import { schema, type Executor } from "@investar/db";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Call inside the transaction of the change that causes the mail: both happen, or neither. */
export async function enqueueMail(tx: Executor, mail: OutgoingMail): Promise<void> {
  await tx.insert(schema.mailOutbox).values(mail);
}
