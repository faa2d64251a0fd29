import { Link } from "react-router";
import { PRIVACY_NOTICE_VERSION } from "@investar/core/privacy-consent";
import type { Route } from "./+types/privacy-policy";
import type { RouteHandle } from "../../root.tsx";
import { LegalDocument, type LegalSection } from "../../components/legal-document.tsx";
import { BusinessAddress, GrievanceEmail } from "../../components/business-address.tsx";
import { legalMeta } from "../../lib/legal-meta.ts";
import { pageMessages } from "../../lib/page-messages.server.ts";
import { useI18n } from "../../i18n/page-locale.ts";
import "../../styles/pages.css";
import "../../styles/legal-translated.css";

/** Nothing on this page keeps state in the browser: it is served without React (ADR 0004). */
export const handle: RouteHandle = { hydrate: false };

/** The English text is binding; a Hindi page adds its summary in Hindi (docs/adr/0059-hindi-with-lingui.md). */
export function loader(args: Route.LoaderArgs) {
  return { messages: pageMessages(args, ["legal"]) };
}

export function meta({ matches }: Route.MetaArgs) {
  return legalMeta(matches, "privacy");
}

const LAST_UPDATED = "22 November 2026";

const sections: LegalSection[] = [
  {
    id: "who-we-are",
    title: "Who we are and what this policy covers",
    body: (
      <>
        <p>
          Investar (&ldquo;we&rdquo;, &ldquo;us&rdquo;), of Pune, Maharashtra, India, makes desktop trading and charting software for Indian
          markets. This policy explains how we handle personal data when you use our website, desktop software, mobile app, webinars,
          newsletters and support channels.
        </p>
        <p>
          For the purposes of the Digital Personal Data Protection Act, 2023 (the &ldquo;DPDP Act&rdquo;) and the rules made under it,
          Investar is the <strong>Data Fiduciary</strong> for your personal data, and you are the <strong>Data Principal</strong>.
        </p>
      </>
    ),
  },
  {
    id: "what-we-collect",
    title: "What we collect",
    body: (
      <>
        <p>We collect only what we need to run your account and the Services:</p>
        <section className="table-wrap" aria-label="Personal data we collect" tabIndex={0}>
          <table className="table">
            <caption className="visually-hidden">Personal data we collect</caption>
            <thead>
              <tr>
                <th scope="col">Category</th>
                <th scope="col">What it includes</th>
                <th scope="col">Where it comes from</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">Account details</th>
                <td>Name, email address, mobile number and city; your password, stored only in hashed form.</td>
                <td>You, when you sign up or edit My Profile.</td>
              </tr>
              <tr>
                <th scope="row">Payment records</th>
                <td>
                  What you bought, amount, currency, GST details, invoice number, payment method, the gateway&apos;s transaction reference
                  or your manual-payment reference, and wallet credits.
                </td>
                <td>You, our payment gateway and our bank.</td>
              </tr>
              <tr>
                <th scope="row">Usage logs</th>
                <td>
                  Log-in times, IP address, software version, data downloads, licence checks, pages visited on this website and error
                  reports.
                </td>
                <td>Your browser and the Investar software, automatically.</td>
              </tr>
              <tr>
                <th scope="row">Communications</th>
                <td>Support emails and chats, webinar registrations, newsletter choices and referral invitations.</td>
                <td>You, and a friend who refers you.</td>
              </tr>
            </tbody>
          </table>
        </section>
        <p>
          If you sign in with a social-network or search-engine account, that provider shares your name and email address with us, under the
          permission screen it shows you. We do not receive your password for that account.
        </p>
        <p>
          We do not collect card numbers, CVVs, net-banking or UPI credentials (the payment gateway handles these), your trading account
          details, or sensitive information such as health or religious data.
        </p>
      </>
    ),
  },
  {
    id: "why",
    title: "Why we use it",
    body: (
      <>
        <p>
          We process personal data on the basis of your consent, which you give when you sign up or submit a form, and for the legitimate
          uses the DPDP Act permits — such as data you provide voluntarily for a specific purpose, and compliance with law. We use it to:
        </p>
        <ul>
          <li>create and secure your account, verify your email address and recover your password;</li>
          <li>run your trial and subscriptions, check your licences and deliver market data to the software;</li>
          <li>take payments, issue GST invoices, apply discounts and wallet credits, and process refunds;</li>
          <li>register you for webinars and send joining links and recordings;</li>
          <li>answer support requests, including during remote-assistance sessions you start;</li>
          <li>send service emails (receipts, renewal reminders, important changes) and, if you choose, newsletters;</li>
          <li>understand which features and pages are used, so that we can fix problems and improve the Services;</li>
          <li>detect fraud and misuse, such as shared accounts or repeated trials;</li>
          <li>meet our legal obligations, including tax, accounting and information-security laws.</li>
        </ul>
        <p>We do not sell your personal data, rent it out, or use it to show you advertising from others.</p>
      </>
    ),
  },
  {
    id: "cookies",
    title: "Cookies and similar technology",
    body: (
      <>
        <p>
          This website sets <strong>one cookie</strong>: a session cookie that keeps you logged in. It is marked HttpOnly (page scripts
          cannot read it), Secure and SameSite=Lax, and it is removed when you log out or when the session expires. Because it is strictly
          necessary for logging in, it needs no separate consent.
        </p>
        <p>
          We use <strong>no third-party trackers</strong>: no advertising cookies, no analytics cookies, no social-media pixels and no
          tracking scripts from other companies. Pages on this website load nothing from other websites. The website may remember a pricing
          selection you are part-way through in your browser&apos;s local storage; this stays on your device.
        </p>
        <p>
          We count sign-ups and similar events in our own server logs so that we know which of our pages work; this information stays with
          us.
        </p>
      </>
    ),
  },
  {
    id: "sharing",
    title: "Who we share it with",
    body: (
      <>
        <p>We share personal data only as needed to provide the Services, and only with:</p>
        <ul>
          <li>
            <strong>service providers acting for us</strong> — our payment gateway, bank, email-delivery service, hosting provider and
            webinar platform — under contracts that allow them to use the data only on our instructions and require them to protect it;
          </li>
          <li>
            <strong>a remote-assistance tool</strong>, only when you start a remote session with our support team;
          </li>
          <li>
            <strong>exchanges</strong>, where an exchange requires subscriber declarations for real-time data;
          </li>
          <li>
            <strong>government and law-enforcement authorities</strong>, when the law requires it;
          </li>
          <li>
            <strong>a buyer or successor</strong>, if our business is reorganised or sold, who must continue to protect your data as this
            policy describes.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "storage",
    title: "Where your data is kept",
    body: (
      <p>
        Your personal data is stored on servers in India. Some service providers, such as an email-delivery service, may process data
        outside India; any such transfer is made only as the DPDP Act permits and never to a country the Government of India has restricted.
      </p>
    ),
  },
  {
    id: "retention",
    title: "How long we keep it",
    body: (
      <>
        <section className="table-wrap" aria-label="Retention periods" tabIndex={0}>
          <table className="table">
            <caption className="visually-hidden">Retention periods</caption>
            <thead>
              <tr>
                <th scope="col">Data</th>
                <th scope="col">Kept for</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">Account details</th>
                <td>
                  While your account is active. If you close your account, or do not use it for three years, we erase it or make it
                  anonymous, unless the law requires us to keep it.
                </td>
              </tr>
              <tr>
                <th scope="row">Payment records and invoices</th>
                <td>Eight years from the end of the financial year of the payment, as Indian tax and accounting laws require.</td>
              </tr>
              <tr>
                <th scope="row">Usage and security logs</th>
                <td>One year, then deleted or aggregated so they no longer identify you.</td>
              </tr>
              <tr>
                <th scope="row">Support conversations</th>
                <td>Three years after the issue is closed, so that we can follow up on repeated problems.</td>
              </tr>
              <tr>
                <th scope="row">Newsletter choices</th>
                <td>Until you unsubscribe or close your account.</td>
              </tr>
            </tbody>
          </table>
        </section>
        <p>Data kept only to meet a legal requirement is not used for any other purpose.</p>
      </>
    ),
  },
  {
    id: "security",
    title: "How we protect it",
    body: (
      <>
        <p>
          We use reasonable security safeguards: encrypted connections (HTTPS) for the website and the software, hashed passwords, a session
          cookie that page scripts cannot read, restricted and logged staff access, and regular backups. Our staff are bound by
          confidentiality.
        </p>
        <p>
          If a personal data breach occurs, we will inform the Data Protection Board of India and the affected users as the DPDP Act and its
          rules require, with what happened, its likely consequences and the steps we are taking.
        </p>
      </>
    ),
  },
  {
    id: "rights",
    title: "Your rights",
    body: (
      <>
        <p>Under the DPDP Act you have the right to:</p>
        <ul>
          <li>
            <strong>access</strong> a summary of the personal data we hold about you, what we do with it, and with whom we have shared it;
          </li>
          <li>
            <strong>correct, complete or update</strong> your data — most of it directly in{" "}
            <Link to="/my-investar/my-profile">My Profile</Link>;
          </li>
          <li>
            <strong>erase</strong> your data, subject to what the law requires us to keep;
          </li>
          <li>
            <strong>withdraw consent</strong> at any time, as easily as you gave it — for example by unsubscribing from newsletters, or by
            asking us to close your account. Withdrawing consent does not affect processing that took place before, and we may no longer be
            able to provide Services that depend on it;
          </li>
          <li>
            <strong>nominate</strong> another person to exercise these rights for you in the event of your death or incapacity;
          </li>
          <li>
            <strong>have grievances redressed</strong> by our Grievance Officer, and then by the Data Protection Board of India.
          </li>
        </ul>
        <p>
          To use any of these rights, email <GrievanceEmail /> from your registered email address. We may ask you to confirm your identity.
          We respond within 30 days. In return, the DPDP Act asks you to give us accurate information and not to file false or frivolous
          complaints.
        </p>
      </>
    ),
  },
  {
    id: "children",
    title: "Children",
    body: (
      <p>
        The Services are meant for adults. We do not knowingly create accounts for anyone under 18 or process their personal data without
        verifiable consent from a parent or lawful guardian. If you believe a child has signed up, tell us and we will delete the account.
      </p>
    ),
  },
  {
    id: "grievance",
    title: "Grievance Officer",
    body: (
      <>
        <p>For questions, complaints or requests about your personal data, contact our Grievance Officer:</p>
        <BusinessAddress grievance />
        <p>
          We acknowledge every complaint within two working days and aim to resolve it within 30 days. If you are not satisfied with our
          response, you may complain to the Data Protection Board of India.
        </p>
      </>
    ),
  },
  {
    id: "changes",
    title: "Changes to this policy",
    body: (
      <p>
        We will update this policy when our practices or the law change. The new version will appear on this page with a new &ldquo;last
        updated&rdquo; date, and we will email registered users about significant changes before they take effect. We will ask for your
        consent again before using your data for a new purpose.
      </p>
    ),
  },
];

export default function PrivacyPolicy() {
  const { t } = useI18n();
  return (
    <LegalDocument
      translated={{
        heading: t("legal.privacy.heading"),
        points: [
          t("legal.privacy.point.collect"),
          t("legal.privacy.point.cookies"),
          t("legal.privacy.point.rights"),
          <>
            {t("legal.privacy.point.grievance")} {t("legal.privacy.point.email")} <GrievanceEmail />
          </>,
        ],
      }}
      title="Privacy Policy"
      lastUpdated={`${LAST_UPDATED} (notice version ${PRIVACY_NOTICE_VERSION})`}
      summary="In short: we collect the few details needed to run your account, take payments and support you; we use one session cookie and no third-party trackers; we never sell your data; and you can see, correct or erase it by writing to our Grievance Officer. The full policy follows."
      sections={sections}
    />
  );
}
