import { and, eq, inArray } from "drizzle-orm";
import { addDays, indiaToday } from "@investar/core";
import { schema } from "@investar/db";
import { describe, expect, it } from "vitest";
import { REMINDER_PAGE, sendRenewalReminders } from "../src/features/renewals/services/send-renewal-reminders.ts";
import { suiteApp } from "./support/suite.ts";

// ADR 0026's reminders at the business's size (ADR 0056): more subscriptions expire around today than one page
// holds, most of them already reminded; the one due today is still reminded, once.

const t = suiteApp({ seed: false });

describe("renewal reminders at scale", () => {
  it("reminds a subscription due today behind a page of subscriptions already reminded", async () => {
    const today = indiaToday(t.app.deps.now());
    const expiry = addDays(today, 6);
    const users = await t.db
      .insert(schema.users)
      .values(
        Array.from({ length: REMINDER_PAGE + 1 }, (_, i) => ({
          email: `renews.${i}@example.in`,
          fullName: `Renews ${i}`,
          isEmailVerified: true,
        })),
      )
      .returning({ id: schema.users.id });
    await t.db.insert(schema.userSubscriptions).values(
      users.map((user) => ({
        userId: user.id,
        kind: "tool" as const,
        baseProduct: "Standard",
        plan: "Quarter" as const,
        isSubscribed: true,
        expiryDate: expiry,
      })),
    );
    // Every one but the last was reminded on an earlier day of this week.
    const reminded = users.slice(0, -1);
    await t.db.insert(schema.renewalReminders).values(
      reminded.map((user) => ({
        userId: user.id,
        kind: "tool" as const,
        reminder: "7-days" as const,
        expiryDate: expiry,
        queuedAt: new Date(),
      })),
    );
    const last = users[users.length - 1]!;

    expect((await sendRenewalReminders(t.app.deps))["7-days"]).toBe(1);
    const queued = await t.db
      .select()
      .from(schema.renewalReminders)
      .where(and(eq(schema.renewalReminders.userId, last.id), eq(schema.renewalReminders.expiryDate, expiry)));
    expect(queued.map((row) => row.reminder)).toEqual(["7-days"]);
    const mail = await t.db
      .select()
      .from(schema.mailOutbox)
      .where(inArray(schema.mailOutbox.to, [`renews.${REMINDER_PAGE}@example.in`]));
    expect(mail).toHaveLength(1);
    expect((await sendRenewalReminders(t.app.deps))["7-days"]).toBe(0);
  });
});
