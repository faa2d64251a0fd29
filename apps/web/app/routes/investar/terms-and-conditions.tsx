import { Link } from "react-router";
import type { Route } from "./+types/terms-and-conditions";
import type { RouteHandle } from "../../root.tsx";
import { LegalDocument, type LegalSection } from "../../components/legal-document.tsx";
import { BusinessAddress, SupportEmail } from "../../components/business-address.tsx";
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
  return legalMeta(matches, "terms");
}

const LAST_UPDATED = "27 November 2026";

const clauses: LegalSection[] = [
  {
    id: "about",
    title: "About these terms",
    body: (
      <>
        <p>
          These Terms of Service (&ldquo;Terms&rdquo;) are an agreement between you and Investar (&ldquo;Investar&rdquo;, &ldquo;we&rdquo;,
          &ldquo;us&rdquo;), of Pune, Maharashtra, India. They apply to the Investar desktop software, the mobile app, this website, market
          data we deliver, webinars and training videos, and any other service we provide (together, the &ldquo;Services&rdquo;).
        </p>
        <p>
          By creating an account, installing the software or paying for a Service, you accept these Terms and our{" "}
          <Link to="/investar/privacy-policy">Privacy Policy</Link>. If you use the Services for a company or other organisation, you
          confirm that you are authorised to accept these Terms on its behalf. If you do not agree, please do not use the Services.
        </p>
      </>
    ),
  },
  {
    id: "account",
    title: "Your account",
    body: (
      <>
        <ul>
          <li>You must be at least 18 years old and able to enter into a binding contract under Indian law.</li>
          <li>
            The name, email address and mobile number you give us must be your own and accurate. We use your email address to verify your
            account and to send receipts, renewal reminders and password-recovery links.
          </li>
          <li>
            Your user id and password are personal. Keep them confidential and tell us straight away at <SupportEmail /> if you think
            someone else has used them.
          </li>
          <li>You are responsible for activity under your account unless it results from our own failure to keep it secure.</li>
        </ul>
      </>
    ),
  },
  {
    id: "trial",
    title: "Free trial and the free edition",
    body: (
      <>
        <p>
          New users may take one free trial of 7 days. During the trial you can use the features of the edition we make available for the
          trial, with end-of-day data. No payment details are needed, and the trial ends automatically; nothing is charged when it ends.
        </p>
        <p>
          One trial is allowed per person. We may refuse or end a trial where we reasonably believe that several accounts are being created
          to obtain repeated trials.
        </p>
        <p>
          Investar Lite is a free edition with a limited set of indicators, drawing tools, scans and end-of-day history. We may change what
          Lite includes, or withdraw it, with reasonable notice on this website.
        </p>
      </>
    ),
  },
  {
    id: "licence",
    title: "Licence to use the software",
    body: (
      <>
        <p>
          Subject to these Terms and to payment of any fees due, we grant you a personal, non-exclusive, non-transferable, revocable licence
          to install and use the Investar software on Windows computers for the period of your subscription and for your own analysis. The
          software is licensed, not sold.
        </p>
        <h3>Licence types</h3>
        <p>The number of computers on which you may use Investar depends on the licence type you buy:</p>
        <ul>
          <li>
            <strong>Simultaneous licences</strong> allow Investar to run under your account on as many computers at the same time as the
            number of licences you hold. Volume discounts for additional simultaneous licences are shown on the{" "}
            <Link to="/Pricing">Pricing</Link> page.
          </li>
          <li>
            <strong>Non-simultaneous licences</strong> allow you to install Investar on as many computers as the number of licences you
            hold, but only one of them may be in use at any one time. A fee applies to each non-simultaneous licence, as shown on the
            Pricing page.
          </li>
        </ul>
        <p>
          If you do not buy additional licences, your subscription covers one computer in use at a time. Licences belong to the account that
          bought them and may not be shared with, lent to or resold to anyone else.
        </p>
        <h3>Restrictions</h3>
        <p>You must not, and must not help anyone else to:</p>
        <ul>
          <li>copy, modify, translate or create derivative works of the software, except as the law expressly allows;</li>
          <li>decompile, disassemble or reverse-engineer the software, or bypass its licence checks;</li>
          <li>rent, sell, sublicense or otherwise make the software or your account available to others;</li>
          <li>remove or alter any copyright notice, trade mark or other proprietary notice.</li>
        </ul>
      </>
    ),
  },
  {
    id: "subscriptions",
    title: "Subscriptions, renewals and plan changes",
    body: (
      <>
        <p>
          Paid editions (such as Standard and Pro), data add-ons (such as intraday data) and mobile subscriptions are sold for a billing
          period of one month, one quarter or one year. Your subscription starts when payment is confirmed and ends on the expiry date shown
          in My Investar.
        </p>
        <ul>
          <li>
            <strong>Renewal.</strong> Unless you have chosen a recurring payment, subscriptions do not renew automatically. We remind you by
            email before the expiry date. Renewing before expiry extends your current expiry date.
          </li>
          <li>
            <strong>Grace period.</strong> After expiry, the software keeps working for a short grace period — 3 days for monthly, 5 days
            for quarterly and 7 days for annual plans — so you have time to renew. After the grace period, paid features and data updates
            stop until you renew; your saved layouts and downloaded data stay on your computer.
          </li>
          <li>
            <strong>Changing plans.</strong> You may upgrade or add an add-on during a subscription. The Pricing page shows the charge
            before you pay, taking account of the unused value of your current plan. Depending on the option you choose, the change either
            keeps your current expiry date or extends it. Plans paid by recurring payment cannot be changed mid-period; the change applies
            from the next renewal.
          </li>
          <li>
            <strong>Price changes.</strong> We may change our prices. A change never affects a period you have already paid for; it applies
            from your next purchase or renewal.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "payments",
    title: "Prices, taxes and payment",
    body: (
      <>
        <ul>
          <li>
            <strong>Currency.</strong> Customers in India pay in Indian rupees (INR). Customers outside India pay in US dollars (USD). INR
            amounts are charged in whole rupees and USD amounts to two decimal places.
          </li>
          <li>
            <strong>GST.</strong> Goods and Services Tax at 18% is added to INR prices and shown separately on the checkout page and the
            invoice. USD prices do not include Indian GST; you are responsible for any taxes that apply to you in your own country.
          </li>
          <li>
            <strong>Card and online payments</strong> are processed by our payment gateway partner. We do not receive or store your full
            card number, CVV or net-banking credentials.
          </li>
          <li>
            <strong>Discounts and coupons.</strong> Renewal, scheme, institute, webinar and licence discounts, free months and coupon codes
            apply only as described when they are offered, for the stated period, and cannot be exchanged for cash. Unless an offer says
            otherwise, offers cannot be combined.
          </li>
          <li>
            <strong>Invoices</strong> are emailed after each payment. If you need your GSTIN on the invoice, add it before you pay.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "manual-payments",
    title: "Manual payments",
    body: (
      <>
        <p>
          If you prefer not to pay online, you may pay by cash deposit, online transfer (from an account with our bank, or by RTGS or NEFT),
          UPI, local cheque deposit, cheque or demand draft into the account details we give you.
        </p>
        <ol>
          <li>Make the payment for the exact amount shown for your selection, including GST for INR payments.</li>
          <li>
            Email the transaction reference, the date, the amount and your registered email address to <SupportEmail />.
          </li>
          <li>
            We activate your subscription once the funds reach our account — usually within one working day for electronic transfers and
            UPI, and after clearance for cheques and demand drafts.
          </li>
        </ol>
        <p>
          Bank charges on your side are yours to bear. If a cheque is dishonoured, the related activation is reversed and the subscription
          is treated as unpaid.
        </p>
      </>
    ),
  },
  {
    id: "wallet",
    title: "Wallet credits",
    body: (
      <>
        <p>Your Investar wallet may hold three kinds of credit, shown in My Investar → My Wallet:</p>
        <ul>
          <li>
            <strong>Subscription credit</strong> — the unused value of a subscription, for example after a plan change;
          </li>
          <li>
            <strong>Cash credit</strong> — money you paid us that has not yet been used, for example an overpayment or a refund you chose to
            keep as credit;
          </li>
          <li>
            <strong>General credit</strong> — promotional credit, such as referral rewards.
          </li>
        </ul>
        <p>
          When you make a purchase, available credits are applied automatically in that order (subscription credit, then cash credit where
          its use is enabled, then general credit). Credits cannot be used for recurring payments, cannot be transferred to another account,
          and — except for cash credit as described under <a href="#refunds">Refunds</a> — cannot be exchanged for money. Promotional credit
          may carry an expiry date, which is shown when it is given.
        </p>
      </>
    ),
  },
  {
    id: "refunds",
    title: "Cancellations and refunds",
    body: (
      <>
        <p>
          The free trial and the free Lite edition exist so that you can decide whether Investar suits you before paying. Subscription and
          add-on fees are therefore not refundable once the subscription has been activated, and a subscription cannot be cancelled part-way
          for a refund, except when you close your account. We will, however, refund you:
        </p>
        <ul>
          <li>any amount paid twice for the same order;</li>
          <li>a payment that we could not activate within 7 days of receiving it, if the fault is ours;</li>
          <li>the fee for a paid webinar that we cancel, or reschedule to a date you cannot attend;</li>
          <li>
            when you close your account and choose it, the unused days of a paid subscription period, pro rata (rounded down to the rupee),
            to your wallet as cash credit;
          </li>
          <li>unused cash credit in your wallet, on request, when you close your account;</li>
          <li>any other amount the law requires us to refund.</li>
        </ul>
        <p>
          Ask for a refund by writing to <SupportEmail />. Approved refunds go back to the original payment method within 7 to 10 working
          days, or — if you prefer — to your wallet as cash credit. Refunds of manual payments are made by bank transfer to an account in
          your name. For USD payments, we refund the USD amount received; exchange-rate differences and charges levied by your bank are not
          refunded.
        </p>
      </>
    ),
  },
  {
    id: "webinars",
    title: "Webinars and training videos",
    body: (
      <>
        <ul>
          <li>Registration for free and paid webinars requires an Investar account.</li>
          <li>
            Joining links and recordings are for the registered user only. You may not share them, record or re-broadcast a session, or
            republish training material, in whole or in part.
          </li>
          <li>
            We may change a presenter or reschedule a session for reasons beyond our control; we will tell you by email as early as we can.
          </li>
          <li>
            Webinars and videos teach analysis methods. They are not investment advice — see <a href="#no-advice">No investment advice</a>.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "market-data",
    title: "Market data from exchanges",
    body: (
      <>
        <p>
          Prices, volumes and other market information delivered through Investar originate from the stock and commodity exchanges (NSE,
          BSE, MCX and NCDEX) and from licensed data providers. Exchanges and providers own their data and may impose conditions on its use,
          which form part of these Terms.
        </p>
        <ul>
          <li>Market data is provided for your own personal, non-commercial analysis.</li>
          <li>
            You must not redistribute, resell, publish or broadcast market data obtained through Investar, or use it to operate a data feed,
            website or service for others.
          </li>
          <li>
            End-of-day data is available after the exchanges publish it. Intraday and real-time data depend on the add-on you subscribe to
            and may be delayed.
          </li>
          <li>
            Although we work hard to deliver complete and accurate data, it may occasionally contain errors, gaps or delays caused by the
            exchanges, providers, networks or our own systems. Always confirm prices with your broker before you place an order.
          </li>
          <li>Subscribers to real-time data may be asked to sign declarations the exchanges require.</li>
        </ul>
      </>
    ),
  },
  {
    id: "acceptable-use",
    title: "Acceptable use",
    body: (
      <>
        <p>When using the Services you must not:</p>
        <ul>
          <li>share your account, or let more people or computers use Investar than your licences allow;</li>
          <li>
            scrape, crawl or bulk-download content or data from the website or the software by automated means, except through features we
            provide for that purpose;
          </li>
          <li>interfere with, overload or try to gain unauthorised access to our systems or other users&apos; accounts;</li>
          <li>upload malicious code, or use the Services for anything unlawful, fraudulent or misleading;</li>
          <li>present Investar&apos;s signals, scans or levels as your own research or as part of a paid tips or advisory service;</li>
          <li>harass our staff or other participants in webinars and support channels.</li>
        </ul>
        <p>
          We may suspend access while we investigate a suspected breach, and may end your account for a serious or repeated breach. Where we
          do so because you broke these Terms, no refund is due for the remaining period.
        </p>
      </>
    ),
  },
  {
    id: "no-advice",
    title: "No investment advice",
    body: (
      <>
        <p>
          Investar is analysis software. Investar does not provide investment advice, research reports or portfolio management, and nothing
          in the Services — including charts, automatic support and resistance, trendlines, buy and sell signals, scans, alerts, screeners,
          newsletters and webinars — is a recommendation to buy, sell or hold any security, derivative or commodity. Investar does not act
          as an investment adviser or research analyst.
        </p>
        <p>
          Any statistics we publish about signals, scans or patterns, such as success rates, describe how they behaved on historical data.
          Past behaviour does not guarantee future results, and no tool can remove the risk of loss. Trading, especially in derivatives and
          commodities, can lose you more than you expect. Every trading and investment decision is yours alone; consider consulting a
          SEBI-registered investment adviser before you invest.
        </p>
      </>
    ),
  },
  {
    id: "ip",
    title: "Intellectual property",
    body: (
      <p>
        The software, website, training material, newsletters, indicators, scan definitions, the Investar name and logo and all related
        intellectual property belong to Investar or its licensors. These Terms give you only the rights expressly stated in them. Layouts,
        watchlists, drawings, notes and portfolios you create remain yours. If you send us feedback or suggestions, we may use them freely
        to improve the Services.
      </p>
    ),
  },
  {
    id: "availability",
    title: "Updates, availability and support",
    body: (
      <>
        <p>
          We release new versions of the software from time to time. Some updates are needed to keep receiving data — for example when an
          exchange changes its file formats — and older versions may stop working with our servers. We aim to keep the website and data
          servers available at all times but cannot guarantee uninterrupted service, particularly during maintenance, which we try to
          schedule outside market hours.
        </p>
        <p>
          Support is provided by phone, email and WhatsApp during the hours shown on the <Link to="/support">support page</Link>. Remote
          assistance takes place only with your permission and under your control.
        </p>
      </>
    ),
  },
  {
    id: "termination",
    title: "Suspension and closing your account",
    body: (
      <p>
        You may stop using the Services at any time and may close your account yourself in My Investar (Close my account). A paid
        subscription period still running then ends on that day, or, if you choose, its unused days are refunded as set out under{" "}
        <a href="#refunds">Refunds</a>; auto-renewal stops. You may reopen a closed account within 7 days; after that your personal data is
        erased, except what the law requires us to keep. We may suspend or close an account that breaches these Terms, that is used
        fraudulently, or where the law requires us to. When an account is closed, your licence ends and you must uninstall the software.
        Clauses that by their nature should survive — including those on refunds already due, intellectual property, no investment advice,
        liability and governing law — continue to apply.
      </p>
    ),
  },
  {
    id: "warranties",
    title: "Disclaimer of warranties",
    body: (
      <p>
        We provide the Services with reasonable skill and care. Apart from that, and to the extent the law allows, the Services are provided
        &ldquo;as is&rdquo; and &ldquo;as available&rdquo;, without any other warranty, express or implied, including warranties of
        merchantability, fitness for a particular purpose, accuracy of data or uninterrupted and error-free operation.
      </p>
    ),
  },
  {
    id: "liability",
    title: "Limitation of liability",
    body: (
      <>
        <p>To the fullest extent permitted by law:</p>
        <ul>
          <li>
            we are not liable for trading or investment losses, lost profits, lost opportunities, or any indirect, incidental, special or
            consequential loss, however caused, including losses arising from data errors or delays, software faults, or signals, scans and
            alerts;
          </li>
          <li>
            our total liability to you for all claims relating to the Services is limited to the fees you paid us in the twelve months
            before the event giving rise to the claim.
          </li>
        </ul>
        <p>
          Nothing in these Terms limits liability that cannot be limited under Indian law, including liability for fraud, or your rights as
          a consumer under the Consumer Protection Act, 2019.
        </p>
      </>
    ),
  },
  {
    id: "indemnity",
    title: "Indemnity",
    body: (
      <p>
        You agree to compensate us for any loss, claim or expense (including reasonable legal fees) arising from your breach of these Terms,
        your misuse of market data or your unlawful use of the Services.
      </p>
    ),
  },
  {
    id: "law",
    title: "Governing law and disputes",
    body: (
      <>
        <p>
          These Terms are governed by the laws of India. If a dispute arises, please write to us first at <SupportEmail />; most issues can
          be settled within 30 days. Subject to that, the courts at Pune, Maharashtra have exclusive jurisdiction over any dispute arising
          from these Terms or the Services, without affecting any right you have to approach a consumer forum under applicable law.
        </p>
      </>
    ),
  },
  {
    id: "changes",
    title: "Changes to these terms",
    body: (
      <p>
        We may update these Terms, for example when we add a Service or when the law changes. We will post the new version here with a new
        &ldquo;last updated&rdquo; date and, for significant changes, tell registered users by email at least 15 days before they take
        effect. Changes do not apply retrospectively to a period you have already paid for. If you continue to use the Services after a
        change takes effect, you accept the updated Terms.
      </p>
    ),
  },
  {
    id: "contact",
    title: "Contact us",
    body: (
      <>
        <p>Questions about these Terms, your subscription or a payment:</p>
        <BusinessAddress />
      </>
    ),
  },
];

export default function TermsAndConditions() {
  const { t } = useI18n();
  return (
    <LegalDocument
      translated={{
        heading: t("legal.terms.heading"),
        points: [
          t("legal.terms.point.buy"),
          t("legal.terms.point.trial"),
          t("legal.terms.point.payment"),
          t("legal.terms.point.refunds"),
          t("legal.terms.point.licence"),
          t("legal.terms.point.advice"),
          <>
            {t("legal.terms.point.contact")} <SupportEmail />
          </>,
        ],
      }}
      title="Terms of Service"
      lastUpdated={LAST_UPDATED}
      summary="Please read these terms carefully. They explain what you get when you use Investar, what you can and cannot do with it, how payments, credits and refunds work, and the limits of our responsibility. The short version: use the software for your own analysis, do not share your account or our data, and remember that trading decisions are always yours."
      sections={clauses}
    />
  );
}
