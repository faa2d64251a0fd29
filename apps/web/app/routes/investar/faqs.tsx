import { Link } from "react-router";
import type { Route } from "./+types/faqs";
import type { RouteHandle } from "../../root.tsx";
import { PageHero } from "../../components/content-page.tsx";
import { FaqGroups, type FaqGroup } from "../../components/faq-groups.tsx";
import { CopyPrice } from "../../components/copy-price.tsx";
import { pageMeta, publicUrlFrom } from "../../lib/page-meta.ts";
import "../../styles/product.css";

/** Nothing on this page keeps state in the browser: it is served without React (ADR 0004). */
export const handle: RouteHandle = { hydrate: false };

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Investar FAQs: trial, data, payments, licences and accounts | Investar",
    description:
      "Answers about the Investar free trial and installation, exchange data, subscriptions, GST, manual payments by NEFT, RTGS, UPI or cheque, licences, refunds and account security.",
    path: "/investar/faqs",
    publicUrl: publicUrlFrom(matches),
  });
}

const groups: FaqGroup[] = [
  {
    id: "trial",
    heading: "Trial and installation",
    faqs: [
      {
        question: "How do I start the free trial?",
        answer: (
          <p>
            <Link to="/user/sign-up">Sign up</Link> with your email address, name and mobile number, and confirm your email through the
            activation link we send you. Then <Link to="/investar/download">download Investar</Link>, install it and log in with the same
            email and password. No card or payment is needed.
          </p>
        ),
      },
      {
        question: "What is included in the 7-day trial?",
        answer: (
          <p>
            The trial is the full Pro edition for 7 days: 65+ indicators, 190+ scans, the custom screener, multi-timeframe scans, automatic
            support and resistance, trendlines, buy/sell signals and classical patterns, with end-of-day data for NSE, BSE, NSE F&amp;O, MCX
            and NCDEX. Intraday and real-time data add-ons are not part of the trial.
          </p>
        ),
      },
      {
        question: "What happens when my trial ends?",
        answer: (
          <p>
            Investar switches to <Link to="/investar/lite">Lite</Link>, the free edition, and keeps working. Your watchlists, drawings,
            layouts and portfolios are kept, and the moment you subscribe the features of your plan come back.
          </p>
        ),
      },
      {
        question: "Which computers does Investar run on?",
        answer: (
          <p>
            Windows 10 and Windows 11, 64-bit, with at least 4 GB of memory; 8 GB is better for real-time data and six-chart layouts.
            Investar does not run natively on macOS or Linux. The full list is under{" "}
            <Link to="/investar/download#system-requirements">system requirements</Link>.
          </p>
        ),
      },
      {
        question: "How do I update to a new version?",
        answer: (
          <p>
            Investar checks for a new release when it starts and offers to install it. You can also download the latest installer at any
            time and run it over your current installation; data and settings are kept. See what changed in the{" "}
            <Link to="/investar/version-history">version history</Link>.
          </p>
        ),
      },
    ],
  },
  {
    id: "data",
    heading: "Data and exchanges",
    faqs: [
      {
        question: "Which exchanges and segments are covered?",
        answer: (
          <p>
            Every edition includes end-of-day data for NSE and BSE equities and indices, NSE futures and options, and MCX and NCDEX
            commodity futures. Intraday and real-time data are available as add-ons for NSE cash, NSE F&amp;O and the Nifty special package.
          </p>
        ),
      },
      {
        question: "When is each day's end-of-day data available?",
        answer: (
          <p>
            Equity and F&amp;O data is normally ready on the evening of the trading day, after the exchanges publish their final prices.
            Commodity data follows once MCX and NCDEX close. Investar downloads the update when you start it or when you ask for it.
          </p>
        ),
      },
      {
        question: "What is the difference between the intraday and real-time add-ons?",
        answer: (
          <p>
            Intraday add-ons give you 5-minute or 1-minute bars that are refreshed through the session, which suits most intraday and
            short-term traders. Real-time add-ons stream prices as trades happen, so the latest bar, your indicators and your alerts update
            tick by tick. <Link to="/investar/all-products#data-add-ons">Compare the add-ons</Link>.
          </p>
        ),
      },
      {
        question: "Can I add intraday data to any edition?",
        answer: (
          <p>
            Data add-ons work with <Link to="/investar/standard">Standard</Link> and <Link to="/investar/pro">Pro</Link>. Lite and Basic are
            end-of-day editions.
          </p>
        ),
      },
      {
        question: "How much price history do I get?",
        answer: (
          <p>
            Lite includes five years of end-of-day history and Basic ten years. Standard and Pro include the full end-of-day history we
            hold. Prices are adjusted for splits and bonus issues, so long-term charts do not show false gaps.
          </p>
        ),
      },
    ],
  },
  {
    id: "payments",
    heading: "Subscriptions and payments",
    faqs: [
      {
        question: "Which billing periods can I choose?",
        answer: (
          <p>
            Monthly, quarterly and annual. Longer periods cost less per month: Standard starts at <CopyPrice of="Standard/month" /> and Pro
            at <CopyPrice of="Pro/month" /> per month on a quarterly plan. Current prices and offers are on the{" "}
            <Link to="/Pricing">pricing page</Link>.
          </p>
        ),
      },
      {
        question: "Is GST charged?",
        answer: (
          <p>
            Yes, for payments in Indian rupees: GST at 18% is added to the price at checkout and shown separately on your invoice. Customers
            outside India pay in US dollars, and no GST is charged on USD payments.
          </p>
        ),
      },
      {
        question: "Which currency will I be charged in?",
        answer: (
          <p>
            Visitors from India see prices and pay in rupees (INR). Everyone else sees prices in US dollars (USD). The currency is chosen
            from your location when you open the pricing page.
          </p>
        ),
      },
      {
        question: "Can I pay without a card, by NEFT, RTGS, UPI or cheque?",
        answer: (
          <>
            <p>
              Yes. Besides card and net-banking payments through our payment gateway, you can pay by NEFT, RTGS, UPI or cheque. Write to{" "}
              <Link to="/support">support</Link> with the plan you want; we reply with the amount including GST and our bank details.
            </p>
            <p>
              After paying, send us the transaction reference (or the cheque number). Our team activates your subscription as soon as the
              amount reaches our account, usually within one working day; cheques take longer because they must clear first.
            </p>
          </>
        ),
      },
      {
        question: "What happens if my subscription expires?",
        answer: (
          <p>
            You get a short grace period to renew without interruption: 3 days for a monthly plan, 5 days for a quarterly plan and 7 days
            for an annual plan. If you have not renewed by then, Investar switches to Lite until you do. Your data and settings are kept.
          </p>
        ),
      },
      {
        question: "Can I upgrade, downgrade or add data later?",
        answer: (
          <p>
            Yes. Open <Link to="/my-investar/manage-subscription">My Subscription</Link> to change your edition, billing period, data
            add-ons or licences. The price of the change is worked out at checkout and takes into account the time left on your current
            plan.
          </p>
        ),
      },
      {
        question: "Do you offer discounts?",
        answer: (
          <p>
            Several: renewal discounts for existing subscribers, scheme discounts during offers, discounts for training institutes and for
            webinar participants, and discounts on additional simultaneous licences. Coupon codes are entered at checkout. Some data add-ons
            are excluded from certain discounts; the checkout always shows exactly what applies.
          </p>
        ),
      },
    ],
  },
  {
    id: "licences",
    heading: "Licences",
    faqs: [
      {
        question: "What is the difference between simultaneous and non-simultaneous licences?",
        answer: (
          <p>
            A subscription includes one licence, which means Investar runs on one computer. A simultaneous licence lets you run Investar on
            another computer at the same time, for example at home and at the office. A non-simultaneous licence lets you install it on
            another computer but use only one of them at any moment, which suits a desktop and a laptop you use on different days.
          </p>
        ),
      },
      {
        question: "Are additional simultaneous licences discounted?",
        answer: (
          <p>
            Yes, based on the total number of simultaneous licences, counting the ones you already have and the new ones: 2 licences get 10%
            off, 3 or 4 licences 20% off, and 5 or more 25% off.
          </p>
        ),
      },
      {
        question: "How much does a non-simultaneous licence cost?",
        answer: (
          <p>
            A flat charge per additional licence, much lower than a simultaneous licence. The exact amount for your currency is shown when
            you add licences at checkout.
          </p>
        ),
      },
    ],
  },
  {
    id: "refunds",
    heading: "Refunds and wallet",
    faqs: [
      {
        question: "Do you refund subscriptions?",
        answer: (
          <p>
            Because every feature can be tried free for 7 days before you pay, subscriptions are not refunded in cash once active. Where
            money is due back to you, for example after a duplicate payment or when a plan change leaves a balance, it is credited to your
            Investar wallet and used for your next payment.
          </p>
        ),
      },
      {
        question: "How is my wallet balance used?",
        answer: (
          <p>
            At checkout, wallet credit is applied automatically in this order: subscription credit first, then cash credit (where enabled),
            then general credit. Wallet credit is not used for recurring payments. You can see your balance and its history in{" "}
            <Link to="/my-investar/my-wallet">My Wallet</Link>.
          </p>
        ),
      },
      {
        question: "How do I earn credit by referring friends?",
        answer: (
          <p>
            Share your referral link from <Link to="/my-investar/my-referral">My Referral</Link>. When someone signs up through it and
            subscribes, credit is added to your wallet.
          </p>
        ),
      },
    ],
  },
  {
    id: "account",
    heading: "Account and security",
    faqs: [
      {
        question: "I forgot my password. How do I reset it?",
        answer: (
          <p>
            Use <Link to="/my-investar/password-recovery">password recovery</Link>. Enter your registered email and we send a link to set a
            new password. For safety, the link works only for a limited time.
          </p>
        ),
      },
      {
        question: "I did not receive the email verification link.",
        answer: (
          <p>
            Check your spam or promotions folder and make sure the address you signed up with is spelled correctly. If it still has not
            arrived after a few minutes, request a new link from the verification page or <Link to="/support">contact support</Link>.
          </p>
        ),
      },
      {
        question: "Do you store my card details?",
        answer: (
          <p>
            No. Card payments are processed by our payment gateway over an encrypted connection; Investar never sees or stores your full
            card number.
          </p>
        ),
      },
      {
        question: "Can I share my account with someone else?",
        answer: (
          <p>
            Please do not. An account is personal and its licences decide how many computers can use it. If a family member or colleague
            wants Investar too, they can take their own trial, or you can add a licence to your subscription.
          </p>
        ),
      },
      {
        question: "How do I keep my account secure?",
        answer: (
          <p>
            Use a password you do not use anywhere else, and change it from <Link to="/my-investar/change-password">Change Password</Link>{" "}
            if you think someone else knows it. Investar staff will never ask for your password by phone, email or chat.
          </p>
        ),
      },
    ],
  },
];

export default function Faqs() {
  const total = groups.reduce((count, group) => count + group.faqs.length, 0);
  return (
    <>
      <PageHero
        eyebrow="Support"
        heading="Frequently asked questions"
        lead={`${total} answers about the free trial, data, payments, licences and your account. If your question is not here, our support team is happy to help.`}
      />
      <div className="page-narrow">
        <FaqGroups groups={groups} topicsLabel="FAQ topics" />

        <div className="notice notice--info">
          <h2 className="h-small">Still have a question?</h2>
          <p>
            Our support team answers by email and phone on working days. <Link to="/support">Contact support</Link>, or read the{" "}
            <Link to="/Pricing/PaymentFaqs">payment FAQs</Link> for details of checkout and invoices.
          </p>
        </div>
      </div>
    </>
  );
}
