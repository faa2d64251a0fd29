import { desc } from "drizzle-orm";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";

export const DEV_OUTBOX_LIMIT = 50;

/** The newest mails and text messages kept in the outbox (what a developer without SMTP or SMS would have received). */
export async function listDevOutbox(deps: AppDeps) {
  const [mails, texts] = await Promise.all([
    deps.db
      .select({
        id: schema.mailOutbox.id,
        to: schema.mailOutbox.to,
        subject: schema.mailOutbox.subject,
        text: schema.mailOutbox.text,
        createdAt: schema.mailOutbox.createdAt,
      })
      .from(schema.mailOutbox)
      .orderBy(desc(schema.mailOutbox.id))
      .limit(DEV_OUTBOX_LIMIT),
    deps.db
      .select({ id: schema.smsOutbox.id, to: schema.smsOutbox.to, text: schema.smsOutbox.text, createdAt: schema.smsOutbox.createdAt })
      .from(schema.smsOutbox)
      .orderBy(desc(schema.smsOutbox.id))
      .limit(DEV_OUTBOX_LIMIT),
  ]);
  return { mails, texts };
}
