import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { schema } from "@investar/db";
import type { CalendarWebinar } from "../src/integrations/calendar/webinar-calendar.ts";
import { enqueueMail, type OutgoingMail } from "../src/integrations/mail/enqueue-mail.ts";
import { webinarCancelledMail, webinarRecordingMail, webinarReminderMail } from "../src/integrations/mail/webinar-mails.ts";
import { expectHindiMail, readMail } from "./support/read-mail.ts";
import { createUser } from "./support/sessions.ts";
import { suiteAppWithMail } from "./support/suite.ts";

/** docs/adr/0060-mails-in-the-customers-language.md: the webinar mails and their calendar invitations in a Hindi registrant's language. */
const { t, smtp } = suiteAppWithMail();

const customer = (email: string, language: "en" | "hi") => createUser(t, { email, name: "Asha Verma", language });

async function sent(mail: OutgoingMail) {
  await enqueueMail(t.db, mail);
  t.app.deps.mail.nudge();
  return (await smtp.nextMailTo(mail.to)).raw;
}

const webinar: CalendarWebinar = {
  id: 9001,
  title: "Trading Supply and Demand Zones",
  description: "Zones on daily charts.",
  presenter: "Vijay Kumar",
  // Sat, 12 Dec 2026, 7:00 pm IST, for 90 minutes.
  dateTime: new Date("2026-12-12T13:30:00Z"),
  durationMinutes: 90,
  joinUrl: "https://meet.investar.test/j/123",
};
const ctx = { publicUrl: "https://investar.test", vendorDomain: "investar.test" };
const hindi = (email: string) => ({ email, name: "Asha Verma", language: "hi" });

/** The free demo webinar, and a new customer in `language` registered for it through the API. */
const freeWebinar = async () =>
  (await t.db.select().from(schema.webinars).where(eq(schema.webinars.title, "Basics of Technical Analysis")))[0]!;

async function registerForFree(email: string, language: "en" | "hi", webinarId: number) {
  const user = await customer(email, language);
  const res = await t.app.inject({
    method: "POST",
    url: "/api/payment/RegisterWebinarForFree",
    headers: user.auth,
    payload: { webinarId },
  });
  expect(res.statusCode).toBe(200);
}

describe("webinar mails in the registrant's language", () => {
  it("a Hindi customer's free registration mail and its calendar invitation are in Hindi; an English one's stay English", async () => {
    const free = await freeWebinar();
    await registerForFree("seat.hindi@example.in", "hi", free.id);
    await registerForFree("seat.english@example.in", "en", free.id);

    // The webinar's own Hindi title (staff's, seeded with the demo), in the mail and its invitation.
    const seat = expectHindiMail((await smtp.nextMailTo("seat.hindi@example.in")).raw, `आपका रजिस्ट्रेशन हो गया है: ${free.titleHi}`);
    expect(seat.body).toMatch(new RegExp(`"${free.titleHi}" में आपकी सीट कन्फ़र्म हो गई है। यह .+ IST \\(.+\\) को शुरू होगा।`));
    expect(seat.body.replace(/\r?\n[ \t]/g, "")).toContain(`SUMMARY:${free.titleHi}`);
    expect(seat.body).not.toContain("Basics of Technical Analysis");
    expect(seat.body).toContain("'मेरे वेबिनार' खोलें");
    expect(seat.body).toContain("X-WR-CALNAME:Investar वेबिनार");
    expect(seat.body).toContain("जॉइन लिंक शुरू होने से 30 मिनट पहले 'मेरे वेबिनार' में दिखेगा");

    const english = readMail((await smtp.nextMailTo("seat.english@example.in")).raw);
    expect(english.subject).toBe("You are registered: Basics of Technical Analysis");
    expect(english.body).toContain('Your seat for "Basics of Technical Analysis" is confirmed.');
    expect(english.body).toContain("X-WR-CALNAME:Investar webinars");
  });

  it("a webinar staff gave no Hindi title keeps its English one in a Hindi registrant's mail", async () => {
    const free = await freeWebinar();
    await t.db.update(schema.webinars).set({ titleHi: null, descriptionHi: "   " }).where(eq(schema.webinars.id, free.id));
    await registerForFree("seat.fallback@example.in", "hi", free.id);
    const seat = expectHindiMail(
      (await smtp.nextMailTo("seat.fallback@example.in")).raw,
      "आपका रजिस्ट्रेशन हो गया है: Basics of Technical Analysis",
    );
    expect(seat.body.replace(/\r?\n[ \t]/g, "")).toContain(`DESCRIPTION:${free.description.slice(0, 20)}`);
  });

  it("the reminders a day and an hour before, and the recording, are in Hindi", async () => {
    const day = expectHindiMail(
      await sent(webinarReminderMail(hindi("day.hindi@example.in"), webinar, "day-before", ctx)),
      `कल: ${webinar.title}`,
    );
    expect(day.body).toContain(`याद दिला दें कि "${webinar.title}" शनि, 12 दिसंबर 2026, 7:00 pm IST (1 घंटा 30 मिनट) को है।`);
    expect(day.body).toContain("जॉइन लिंक शुरू होने से 30 मिनट पहले 'मेरे वेबिनार' में दिखेगा।");

    const hour = expectHindiMail(
      await sent(webinarReminderMail(hindi("hour.hindi@example.in"), webinar, "hour-before", ctx)),
      `एक घंटे में शुरू हो रहा है: ${webinar.title}`,
    );
    expect(hour.body).toContain(`समय होने पर यहाँ से जॉइन करें: ${webinar.joinUrl}`);
    expect(hour.body).toContain("वेबिनार जॉइन करें");

    const recording = expectHindiMail(
      await sent(webinarRecordingMail(hindi("recording.hindi@example.in"), webinar, ctx)),
      `रिकॉर्डिंग उपलब्ध है: ${webinar.title}`,
    );
    expect(recording.body).toContain("की रिकॉर्डिंग तैयार है।");
  });

  it("a cancelled webinar's mail says the wallet refund in Hindi, and its calendar file cancels the event", async () => {
    const cancelled = expectHindiMail(
      await sent(
        webinarCancelledMail(
          hindi("cancelled.hindi@example.in"),
          webinar,
          "The presenter is unwell.",
          { amount: 1_49_900, currency: "INR" },
          ctx,
        ),
      ),
      `रद्द: ${webinar.title}`,
    );
    expect(cancelled.body).toContain(`हमें खेद है: शनि, 12 दिसंबर 2026, 7:00 pm IST को होने वाला "${webinar.title}" रद्द कर दिया गया है।`);
    expect(cancelled.body).toContain("कारण: The presenter is unwell.");
    expect(cancelled.body).toContain("आपके चुकाए गए ₹1,499 आपके Investar वॉलेट में कैश क्रेडिट के रूप में जोड़ दिए गए हैं।");
    expect(cancelled.body).toContain("METHOD:CANCEL");
    // The invitation's lines are folded at 75 octets (RFC 5545); read unfolded.
    expect(cancelled.body.replace(/\r?\n[ \t]/g, "")).toContain("प्रेज़ेंटर: Vijay Kumar");
  });
});
