import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { schema } from "@investar/db";
import { createTestAppWithAdmin } from "./support/app-with-user.ts";
import { closeTestAppWithMail, type TestSmtp } from "./support/app-with-mail.ts";
import { buyAtSimulator } from "./support/checkout.ts";
import { activate, submittedPayment } from "./support/manual-payments.ts";
import { expectHindiMail, readMail } from "./support/read-mail.ts";
import { createUser, type TestUser } from "./support/sessions.ts";
import type { TestApp } from "./support/test-app.ts";
import { startTestSmtp } from "./support/test-smtp.ts";

/**
 * docs/adr/0060-mails-in-the-customers-language.md: a Hindi account's receipts, codes, profile and manual payment
 * mails arrive in Hindi (subject, body, lang="hi", Content-Language: hi), amounts in Indian grouping, days in hi-IN.
 */
let t: TestApp;
let smtp: TestSmtp;
let admin: TestUser;

beforeAll(async () => {
  smtp = await startTestSmtp();
  ({ t, admin } = await createTestAppWithAdmin({ env: { SMTP_URL: smtp.url } }));
});
afterAll(() => closeTestAppWithMail(t, smtp));

async function hindiCustomer(): Promise<TestUser> {
  const user = await createUser(t, { name: "Asha Verma" });
  await t.db.update(schema.users).set({ language: "hi" }).where(eq(schema.users.id, user.userId));
  return user;
}

/** The next mail to `to` whose decoded subject matches, skipping others (a receipt and its companions). */
async function mailTo(to: string, subject: string | RegExp): Promise<string> {
  for (let i = 0; i < 5; i++) {
    const { raw } = await smtp.nextMailTo(to);
    const read = readMail(raw).subject;
    if (typeof subject === "string" ? read === subject : subject.test(read)) return raw;
  }
  throw new Error(`No mail "${String(subject)}" to ${to}`);
}

describe("a Hindi account's payment mails", () => {
  it("the card receipt is in Hindi, with the amounts in Indian grouping and the day in Hindi", async () => {
    const me = await hindiCustomer();
    const { orderNumber } = await buyAtSimulator(t, me, { product: "Standard", plan: "Quarter" }, "Simulate success");
    const subject = new RegExp(`आपका Investar सब्सक्रिप्शन चालू हो गया है \\(ऑर्डर ${orderNumber}\\)$`);
    const read = expectHindiMail(await mailTo(me.email, subject), subject);
    expect(read.body).toContain("नमस्ते Asha,");
    expect(read.body).toMatch(/धन्यवाद। Investar Standard \(Quarter प्लान\) अब \d{1,2} [^\s]+ \d{4} तक चालू है।/);
    expect(read.body).toContain(`ऑर्डर ${orderNumber}: ₹2,941 का भुगतान, जिसमें ₹448 GST शामिल है।`);
    expect(read.body).toContain("मेरा सब्सक्रिप्शन देखें");
    expect(read.body).toContain("इस मेल को अपनी रसीद के रूप में संभालकर रखें।");
    expect(read.body).not.toContain("Thank you");
  });

  it("a manual payment is acknowledged, rejected with the staff's reason, and confirmed in Hindi", async () => {
    const me = await hindiCustomer();
    const payment = await submittedPayment(t, me);
    const received = expectHindiMail(
      await mailTo(me.email, `हमें आपके पेमेंट की जानकारी मिल गई है (ऑर्डर ${payment.orderNumber})`),
      `हमें आपके पेमेंट की जानकारी मिल गई है (ऑर्डर ${payment.orderNumber})`,
    );
    expect(received.body).toContain("₹2,941 का Online Transfer NEFT पेमेंट दर्ज कर लिया है");
    expect(received.body).toContain("आम तौर पर एक कामकाजी दिन के अंदर");
    expect(received.body).toContain("मेरा पेमेंट देखें");

    const reason = "इस UTR से हमारे खाते में कोई रकम नहीं आई";
    const rejection = await t.app.inject({
      method: "POST",
      url: "/api/payment/RejectManualPayment",
      headers: admin.auth,
      payload: { paymentId: payment.paymentId, reason },
    });
    expect(rejection.statusCode, rejection.body).toBe(200);
    const rejected = expectHindiMail(
      await mailTo(me.email, `हम आपके पेमेंट की पुष्टि नहीं कर सके (ऑर्डर ${payment.orderNumber})`),
      `हम आपके पेमेंट की पुष्टि नहीं कर सके (ऑर्डर ${payment.orderNumber})`,
    );
    expect(rejected.body).toContain(`हमारी टीम ने यह वजह बताई: ${reason}`);
    expect(rejected.body).toContain("आप चेकआउट से दोबारा खरीद सकते हैं।");

    const again = await submittedPayment(t, me);
    await mailTo(me.email, `हमें आपके पेमेंट की जानकारी मिल गई है (ऑर्डर ${again.orderNumber})`);
    expect((await activate(t, admin, again.paymentId)).statusCode).toBe(200);
    const subject = `पेमेंट कन्फ़र्म: आपका Investar सब्सक्रिप्शन चालू हो गया है (ऑर्डर ${again.orderNumber})`;
    const activated = expectHindiMail(await mailTo(me.email, subject), subject);
    expect(activated.body).toContain("हमें अपने बैंक अकाउंट में आपका पेमेंट मिल गया है");
    expect(activated.body).toContain(`ऑर्डर ${again.orderNumber}: ₹2,941 का भुगतान Online Transfer NEFT से`);
    expect(activated.body).toMatch(/आपका GST इनवॉइस \S+ इस मेल के साथ लगा है/);
  });
});

describe("a Hindi account's codes and profile mails", () => {
  it("the intraday activation code comes in Hindi", async () => {
    const me = await hindiCustomer();
    const res = await t.app.inject({
      method: "GET",
      url: `/api/auth/GetIntradayActivationCode?userId=${me.userId}&mobileOrEmail=${encodeURIComponent(me.email)}&isEmail=true`,
      headers: me.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    const read = expectHindiMail(
      await mailTo(me.email, /^आपका Investar इंट्राडे एक्टिवेशन कोड: \d{5}$/),
      /^आपका Investar इंट्राडे एक्टिवेशन कोड: \d{5}$/,
    );
    expect(read.body).toMatch(/आपका इंट्राडे एक्टिवेशन कोड \d{5} है।/);
    expect(read.body).toContain("Investar के स्टाफ़ के साथ भी नहीं।");
  });

  it("an email change mails both addresses in Hindi, and a password change says so in Hindi", async () => {
    const me = await hindiCustomer();
    const newEmail = `naya.pata.${me.userId}@example.in`;
    const change = await t.app.inject({
      method: "POST",
      url: "/api/auth/UpdateEmailAddress",
      headers: me.auth,
      payload: { userId: me.userId, emailAddress: newEmail, password: me.password },
    });
    expect(change.statusCode, change.body).toBe(200);
    const confirm = expectHindiMail(await mailTo(newEmail, "अपना नया Investar ईमेल पता कन्फ़र्म करें"), "अपना नया Investar ईमेल पता कन्फ़र्म करें");
    expect(confirm.body).toContain(`आपने अपने Investar अकाउंट के लिए ${newEmail} इस्तेमाल करने को कहा है।`);
    const notice = expectHindiMail(
      await mailTo(me.email, "आपके Investar अकाउंट का ईमेल पता बदला जा रहा है"),
      "आपके Investar अकाउंट का ईमेल पता बदला जा रहा है",
    );
    expect(notice.body).toContain("यह मैंने नहीं किया: बदलाव रद्द करें");

    const other = await hindiCustomer();
    const password = await t.app.inject({
      method: "POST",
      url: "/api/auth/changePassword",
      headers: other.auth,
      payload: { userId: other.userId, oldPassword: other.password, newPassword: "Midcap2026rally" },
    });
    expect(password.statusCode, password.body).toBe(200);
    const changed = expectHindiMail(
      await mailTo(other.email, "आपका Investar पासवर्ड बदल दिया गया है"),
      "आपका Investar पासवर्ड बदल दिया गया है",
    );
    expect(changed.body).toContain("अभी-अभी बदला गया है");
  });
});
