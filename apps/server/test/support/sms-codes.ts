import { desc, eq } from "drizzle-orm";
import { schema } from "@investar/db";
import type { TestApp } from "./test-app.ts";

/** The code in the newest SMS to `mobile`: without a provider the SMS outbox is where the text lands (docs/architecture.md#mail-and-sms). */
export async function lastSmsCodeTo(t: TestApp, mobile: string): Promise<string> {
  const [sms] = await t.db
    .select()
    .from(schema.smsOutbox)
    .where(eq(schema.smsOutbox.to, mobile))
    .orderBy(desc(schema.smsOutbox.id))
    .limit(1);
  const code = /\b([1-9]{5})\b/.exec(sms?.text ?? "")?.[1];
  if (!code) throw new Error(`no code sent to ${mobile}`);
  return code;
}
