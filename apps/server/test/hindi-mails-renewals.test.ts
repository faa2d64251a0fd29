import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, indiaToday, type IsoDate } from "@investar/core";
import { formatDayIn } from "@investar/core/i18n/format";
import { schema } from "@investar/db";
import { sendRenewalReminders } from "../src/features/renewals/services/send-renewal-reminders.ts";
import { closeTestAppWithMail, createTestAppWithMail, type TestSmtp } from "./support/app-with-mail.ts";
import { expectHindiMail, readMail } from "./support/read-mail.ts";
import type { TestApp } from "./support/test-app.ts";

/** docs/adr/0060-mails-in-the-customers-language.md: a Hindi subscriber's renewal reminders and expiry mail are in Hindi. */
let t: TestApp;
let smtp: TestSmtp;

beforeAll(async () => {
  ({ t, smtp } = await createTestAppWithMail());
});
afterAll(() => closeTestAppWithMail(t, smtp));

async function hindiSubscriber(email: string, expiryDate: IsoDate, language = "hi") {
  const [user] = await t.db
    .insert(schema.users)
    .values({ email, fullName: "Asha", isEmailVerified: true, language })
    .returning({ id: schema.users.id });
  await t.db.insert(schema.userSubscriptions).values({
    userId: user!.id,
    kind: "tool",
    baseProduct: "Standard",
    plan: "Quarter",
    addons: ["Intraday"],
    isSubscribed: true,
    expiryDate,
  });
}

describe("renewal reminders in the subscriber's language", () => {
  it("the week-ahead reminder and the expiry mail are in Hindi; an English subscriber's stays English", async () => {
    const today = indiaToday(t.app.deps.now());
    const soon = addDays(today, 7);
    const ended = addDays(today, -1);
    await hindiSubscriber("renews.hindi@example.in", soon);
    await hindiSubscriber("ended.hindi@example.in", ended);
    await hindiSubscriber("renews.english@example.in", soon, "en");
    await sendRenewalReminders(t.app.deps);

    const day = formatDayIn("hi", soon);
    const week = expectHindiMail(
      (await smtp.nextMailTo("renews.hindi@example.in")).raw,
      `आपका Investar सब्सक्रिप्शन 7 दिन में (${day}) समाप्त हो रहा है`,
    );
    expect(week.body).toContain(`Investar Standard, साथ में Intraday का आपका सब्सक्रिप्शन ${day} तक चालू है।`);
    expect(week.body).toContain("अभी रिन्यू करें");

    const expired = expectHindiMail(
      (await smtp.nextMailTo("ended.hindi@example.in")).raw,
      `आपका Investar सब्सक्रिप्शन ${formatDayIn("hi", ended)} को समाप्त हो गया`,
    );
    expect(expired.body).toContain("ग्रेस पीरियड में");

    const english = readMail((await smtp.nextMailTo("renews.english@example.in")).raw);
    expect(english.subject).toBe(`Your Investar subscription ends in 7 days (${formatDayIn("en", soon)})`);
    expect(english.body).toContain("Your subscription to Investar Standard with Intraday runs until");
  });
});
