import type { Config } from "../../src/config.ts";
import type { OutgoingMail } from "../../src/integrations/mail/enqueue-mail.ts";
import { activationMail, passwordResetMail, userIdReminderMail } from "../../src/integrations/mail/account-mails.ts";
import { accountClosedMail, accountReopenedMail } from "../../src/integrations/mail/account-closure-mails.ts";
import {
  askAgainMail,
  autoRenewOffAfterRefundMail,
  autoRenewReminderMail,
  cardExpiringMail,
  debitFailedMail,
  payLinkMail,
  preDebitNoticeMail,
} from "../../src/integrations/mail/auto-renew-mails.ts";
import { verificationCodeMail } from "../../src/integrations/mail/code-mails.ts";
import { downloadStepsMail } from "../../src/integrations/mail/download-mails.ts";
import {
  manualPaymentActivatedMail,
  manualPaymentReceivedMail,
  manualPaymentRefundedMail,
  manualPaymentRejectedMail,
} from "../../src/integrations/mail/manual-payment-mails.ts";
import { composeMarketingMail } from "../../src/integrations/mail/marketing-mail.ts";
import { emailChangeMail, emailChangeNoticeMail, passwordChangedMail } from "../../src/integrations/mail/profile-mails.ts";
import {
  breachNoticeMail,
  privacyRequestAcknowledgementMail,
  privacyRequestReplyMail,
} from "../../src/integrations/mail/privacy-request-mails.ts";
import { receiptMail } from "../../src/integrations/mail/receipt-mails.ts";
import { referralInviteMail } from "../../src/integrations/mail/referral-mails.ts";
import { renewalReminderMail } from "../../src/integrations/mail/renewal-mails.ts";
import { supportConfirmationMail, supportDeskMail } from "../../src/integrations/mail/support-mails.ts";
import { ticketReplyMail } from "../../src/integrations/mail/support-desk-mails.ts";
import {
  webinarCancelledMail,
  webinarRecordingMail,
  webinarRegistrationMail,
  webinarReminderMail,
} from "../../src/integrations/mail/webinar-mails.ts";

/** Links as long as real ones get (a sealed token, a meeting link with its password), which must wrap on a 320 px screen. */
const token = "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..Zm9vYmFyYmF6cXV4cXV1eGNvcmdlZ3JhdWx0Z2FycGx5d2FsZG9mcmVk".repeat(2);
const site = "https://investar.example";
export const longLink = (path: string) => `${site}/${path}?id=${token}`;
export const deskSender = "ravi.customer@example.in";

const webinar = {
  id: 7,
  title: "Swing trading with support and resistance",
  description: "Live session",
  presenter: "Meera Rao",
  dateTime: new Date("2026-12-05T13:30:00Z"),
  durationMinutes: 90,
  joinUrl: `https://us06web.zoom.us/j/81234567890?pwd=${token}`,
};
const ctx = { publicUrl: site, vendorDomain: "investar.example" };
const grievanceOfficer = { name: "Anita Desai", email: "grievance@kaveri.example", phone: "+91 20 4000 0001" };
const person = (kind: string) => ({ email: `${kind}@layout.example`, name: "Ravi Kumar" });

/**
 * One sample of every mail the site sends, by the name of the function that writes it, each to its own address
 * (`<name>@layout.example`). A new mail function needs a sample here: the layout test checks that each has one.
 */
export function mailSamples(config: Pick<Config, "publicUrl" | "sessionSecret" | "unsubscribeEmail">): Record<string, OutgoingMail> {
  const to = (kind: string) => person(kind).email;
  const notice = (kind: string) => ({
    ...person(kind),
    orderNumber: "INV-2026-000123",
    currency: "INR" as const,
    manageUrl: longLink("MySubscription"),
  });
  const debit = (kind: string) => ({
    to: to(kind),
    name: "Ravi",
    held: { product: "Pro", plan: "Annual", addons: [], isMobile: false },
    amount: 1_179_900,
    currency: "INR" as const,
    debitDay: "2026-12-04",
  });
  return {
    accountClosedMail: accountClosedMail(
      person("accountClosedMail"),
      {
        reference: "CL-4F2A9C1E07",
        finalDay: "2026-12-04",
        effects: ["The 96 unused days of your Pro plan, ₹3,104, are back in your wallet as cash credit."],
      },
      longLink("reopen-account"),
      "support@layout.example",
    ),
    accountReopenedMail: accountReopenedMail(person("accountReopenedMail"), "support@layout.example"),
    preDebitNoticeMail: preDebitNoticeMail({
      ...debit("preDebitNoticeMail"),
      card: { cardNetwork: "Visa", cardLast4: "4242" },
      cancelUrl: longLink("cancel-auto-renew"),
    }),
    payLinkMail: payLinkMail({ ...debit("payLinkMail"), payUrl: longLink("CustomizeSubscription") }),
    askAgainMail: askAgainMail({ ...debit("askAgainMail"), limit: 1_500_000, payUrl: longLink("CustomizeSubscription") }),
    debitFailedMail: debitFailedMail({
      ...debit("debitFailedMail"),
      reason: "The card issuer declined the debit.",
      retryDay: "2026-12-05",
      lastDay: "2026-12-07",
      payUrl: longLink("CustomizeSubscription"),
    }),
    cardExpiringMail: cardExpiringMail({
      ...debit("cardExpiringMail"),
      card: { cardNetwork: "Visa", cardLast4: "4242" },
      payUrl: longLink("CustomizeSubscription"),
    }),
    autoRenewReminderMail: autoRenewReminderMail({
      ...debit("autoRenewReminderMail"),
      what: "Investar Pro",
      lastDay: "2026-12-04",
      manageUrl: longLink("MySubscription"),
      settingsUrl: `${site}/my-profile#email-preferences`,
    }),
    autoRenewOffAfterRefundMail: autoRenewOffAfterRefundMail({
      to: to("autoRenewOffAfterRefundMail"),
      name: "Ravi",
      isMobile: false,
      amount: 1_179_900,
      currency: "INR",
      orderNumber: "INV-2026-C166SGE6WP",
      card: { cardNetwork: "VISA", cardLast4: "1111" },
      lastDay: "2026-12-04",
      manageUrl: longLink("MySubscription"),
    }),
    activationMail: activationMail(person("activationMail"), longLink("confirm-email")),
    passwordResetMail: passwordResetMail(person("passwordResetMail"), longLink("reset-password")),
    userIdReminderMail: userIdReminderMail({ ...person("userIdReminderMail"), userId: 104233 }, `${site}/login`),
    verificationCodeMail: verificationCodeMail(person("verificationCodeMail"), "48213", "intraday activation", 10),
    downloadStepsMail: downloadStepsMail(person("downloadStepsMail"), `${site}/investar/download`, "help@kaveri.example"),
    manualPaymentReceivedMail: manualPaymentReceivedMail({
      ...notice("manualPaymentReceivedMail"),
      items: ["Pro (1 year)"],
      amount: 1_179_900,
      mode: "UPI",
      reference: null,
      activation: "within one working day",
    }),
    manualPaymentRefundedMail: manualPaymentRefundedMail({
      ...notice("manualPaymentRefundedMail"),
      amount: 50_000,
      full: false,
      to: "gateway",
    }),
    manualPaymentRejectedMail: manualPaymentRejectedMail({
      ...notice("manualPaymentRejectedMail"),
      items: ["Pro (1 year)"],
      amount: 1_179_900,
      mode: "NEFT",
      reference: "UTR2026112700123",
      reason: "No credit with this UTR reached our account on the day given.",
      supportEmail: "help@kaveri.example",
    }),
    manualPaymentActivatedMail: manualPaymentActivatedMail({
      ...notice("manualPaymentActivatedMail"),
      bought: { kind: "subscription", description: "Pro with Intraday (NSE Cash 5-Min)", expiry: "2027-11-27" },
      charged: 1_179_900,
      walletPaid: 0,
      gst: 179_986,
      mode: "NEFT",
      reference: "UTR2026112700123",
      invoice: null,
      verifyLink: longLink("confirm-email"),
    }),
    composeMarketingMail: composeMarketingMail(
      config,
      { userId: 42, email: to("composeMarketingMail") },
      {
        kind: "offers",
        subject: "Diwali offer on Standard",
        markdown: `# Diwali offer\n\n**20% off** Standard this week: [see the offer](${longLink("Pricing")}).\n\nOr paste ${longLink("Pricing")}`,
        newsletterId: null,
      },
    ),
    emailChangeMail: emailChangeMail(person("emailChangeMail"), longLink("confirm-email-change")),
    emailChangeNoticeMail: emailChangeNoticeMail(
      person("emailChangeNoticeMail"),
      "ravi.new@example.in",
      longLink("cancel-email-change"),
      "help@kaveri.example",
    ),
    passwordChangedMail: passwordChangedMail(person("passwordChangedMail"), "help@kaveri.example"),
    receiptMail: receiptMail({
      ...notice("receiptMail"),
      bought: { kind: "subscription", description: "Pro with Intraday (NSE Cash 5-Min)", expiry: "2027-11-27" },
      charged: 1_179_900,
      walletPaid: 0,
      gst: 179_986,
      test: false,
      verifyLink: longLink("confirm-email"),
    }),
    privacyRequestAcknowledgementMail: privacyRequestAcknowledgementMail({
      to: to("privacyRequestAcknowledgementMail"),
      name: "Ravi Kumar",
      reference: "DPR-000042",
      kind: "grievance",
      summary: "How my personal data is used",
      dueAt: new Date("2026-12-04T10:00:00Z"),
      limitAt: new Date("2027-02-25T10:00:00Z"),
      requestsUrl: `${site}/my-investar/privacy/requests`,
      officer: grievanceOfficer,
    }),
    privacyRequestReplyMail: privacyRequestReplyMail({
      to: to("privacyRequestReplyMail"),
      name: "Ravi Kumar",
      reference: "DPR-000042",
      state: "done",
      message: "We have issued credit note CN/26-27/000012 and a new invoice in the name you gave.\n\nBoth are on My Subscription.",
      requestsUrl: `${site}/my-investar/privacy/requests`,
      officer: grievanceOfficer,
    }),
    breachNoticeMail: breachNoticeMail({
      to: to("breachNoticeMail"),
      name: "Ravi Kumar",
      title: "Webinar registrations exposed by a misconfigured export",
      nature: "A list of webinar registrations was readable at an unlisted web address for two days.",
      occurred: {
        occurredFrom: "2026-11-24T03:30:00.000Z",
        occurredTo: "2026-11-26T13:00:00.000Z",
        discoveredAt: "2026-11-26T12:15:00.000Z",
      },
      dataAffected: "Your name, email address and mobile number.",
      likelyImpact: "You may receive unwanted calls or phishing mails that name Investar.",
      measuresTaken: "We removed the file, revoked the address and checked that no other export was public.",
      userSteps: "Do not share one-time codes with anyone who calls you. We never ask for your password by phone or mail.",
      reference: "BR-0003",
      officer: grievanceOfficer,
      contactEmail: "help@kaveri.example",
    }),
    referralInviteMail: referralInviteMail(to("referralInviteMail"), "Ravi Kumar", longLink("SignUp")),
    renewalReminderMail: renewalReminderMail({
      to: to("renewalReminderMail"),
      name: "Ravi",
      reminder: "7-days",
      what: "Pro with Intraday (NSE Cash 5-Min)",
      lastDay: "2026-12-04",
      graceEnd: "2026-12-11",
      renewUrl: longLink("CustomizeSubscription"),
      settingsUrl: `${site}/my-profile#email-preferences`,
    }),
    supportDeskMail: supportDeskMail({
      to: to("supportDeskMail"),
      title: "Bug report",
      reference: "SR-000321",
      from: deskSender,
      fields: [
        ["Subject", "Charts do not load"],
        ["Page", longLink("charts")],
      ],
      attachments: [],
      attachmentsSentAs: [],
    }),
    supportConfirmationMail: supportConfirmationMail({
      to: to("supportConfirmationMail"),
      title: "Bug report",
      reference: "SR-000321",
      summary: null,
    }),
    ticketReplyMail: ticketReplyMail({
      to: to("ticketReplyMail"),
      name: "Ravi Kumar",
      subject: "Re: Charts do not load [SR-000321]",
      reference: "SR-000321",
      body: "Thank you for the screenshot.\n\nPlease update to version 4.2 from the download page; the charts load again after that.",
      supportAddress: "support@investar.example",
      messageId: "<ticket.SR-000321.7@investar.example>",
      inReplyTo: "<CAF1234@mail.gmail.com>",
      references: ["<CAF1234@mail.gmail.com>"],
      ticketUrl: longLink("my-investar/support/321"),
    }),
    webinarRegistrationMail: webinarRegistrationMail(person("webinarRegistrationMail"), webinar, ctx),
    webinarReminderMail: webinarReminderMail(person("webinarReminderMail"), webinar, "hour-before", ctx),
    webinarRecordingMail: webinarRecordingMail(person("webinarRecordingMail"), webinar, ctx),
    webinarCancelledMail: webinarCancelledMail(
      person("webinarCancelledMail"),
      webinar,
      "The presenter is unwell.",
      { amount: 99_900, currency: "INR" },
      ctx,
    ),
  };
}
