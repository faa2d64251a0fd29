/** Payment FAQs, part 2: wallet credits, renewals and upgrades (ADR 0003 in plain words), licences, refunds. */
import { formatMoney, GRACE_PERIOD_DAYS, simultaneousLicenceDiscountPercent, type Currency } from "@investar/core";
import { Link } from "react-router";
import type { FaqGroup } from "../../faq-groups.tsx";
import { CopyPrice } from "../../copy-price.tsx";

export const walletGroup: FaqGroup = {
  id: "wallet",
  heading: "Wallet credits",
  faqs: [
    {
      question: "What kinds of credit can my wallet hold?",
      answer: (
        <ul className="check-list">
          <li>
            <strong>Subscription credit</strong>: value credited back on a subscription, for example a refund of an order. It pays for
            subscriptions.
          </li>
          <li>
            <strong>Cash credit</strong>: money you paid us that is yours to take back. It pays for subscriptions only while we enable that.
          </li>
          <li>
            <strong>General credit</strong>: offers and rewards, such as credit for{" "}
            <Link to="/my-investar/my-referral">referring a friend</Link>.
          </li>
        </ul>
      ),
    },
    {
      question: "In what order is wallet credit used?",
      answer: (
        <p>
          Tick &lsquo;Use my wallet balance&rsquo; before you pay. Subscription credit is used first, then cash credit (when enabled), then
          general credit, in whole rupees or cents, never more than the bill. The wallet pays like any other means of payment, after the
          discount and GST are worked out, so your invoice is the same either way. It pays only for orders in its own currency, and never
          for recurring payments. Your balances are in <Link to="/my-investar/my-wallet">My Wallet</Link>.
        </p>
      ),
    },
  ],
};

export const renewalGroup: FaqGroup = {
  id: "renewals",
  heading: "Renewals and upgrades",
  faqs: [
    {
      question: "How do I renew, and what if my subscription has just ended?",
      answer: (
        <p>
          Choose &lsquo;Extend expiry date&rsquo;: the new period is added after your current expiry date, so you lose no days by renewing
          early. After the expiry date you still have a grace period of {GRACE_PERIOD_DAYS.Month} days on a monthly plan,{" "}
          {GRACE_PERIOD_DAYS.Quarter} on a quarterly and {GRACE_PERIOD_DAYS.Annual} on an annual plan; renewing then continues without a
          gap. While your subscription is in service you renew at the price you signed up at, as long as we still offer it.
        </p>
      ),
    },
    {
      question: "How is an upgrade priced?",
      answer: (
        <>
          <p>
            With &lsquo;Same expiry date&rsquo; you pay only for what you add, for the months left: each month, the new monthly rate less
            the monthly rate you actually paid. For example, Standard at <CopyPrice of="Standard/quarter" /> a quarter to Pro at{" "}
            <CopyPrice of="Pro/quarter" /> with 2 months left costs (<CopyPrice of="Pro/quarter" /> − <CopyPrice of="Standard/quarter" />) ÷
            3 × 2, plus GST. A new add-on costs its full monthly rate for those months.
          </p>
          <p>
            With &lsquo;Extend expiry date&rsquo; you pay the same for the months left, plus your whole new selection for one more period
            after the current expiry date. Nothing cheaper is ever refunded.
          </p>
        </>
      ),
    },
    {
      question: "How are the months left counted?",
      answer: (
        <p>
          In whole months from today, or from the end of your free trial if that is later, to your expiry date. Leftover days count as one
          more month only when they are more than your plan&apos;s grace period. From 10 January to 16 March on a quarterly plan is 2 months
          and 6 days: 6 days is more than the 5-day grace period, so we count 3 months.
        </p>
      ),
    },
    {
      question: "Do discounts add up?",
      answer: (
        <p>
          No. Of every discount you qualify for (renewal, scheme, institute, webinar, licence volume and a coupon you enter) we apply the
          one that saves you the most. A coupon replaces a smaller discount, and the price summary says which one was used. Free months are
          separate and come with a new period. Data add-ons are discounted only when the offer says so, and licence fees and portfolio
          packages never are.
        </p>
      ),
    },
    {
      question: "Can I drop an add-on or move to a smaller edition?",
      answer: (
        <p>
          Yes, when you renew with &lsquo;Extend expiry date&rsquo;. You keep everything you have until your current expiry date, and the
          new period has only what you chose. Dropped items are not refunded.
        </p>
      ),
    },
  ],
};

export function licenceGroup(fee: Record<Currency, number>): FaqGroup {
  return {
    id: "licences",
    heading: "Licences",
    faqs: [
      {
        question: "What does an extra licence cost?",
        answer: (
          <>
            <p>
              A <strong>simultaneous</strong> licence runs Investar on another computer at the same time and costs the full price, with a
              discount counted over all the licences you will hold: 2 licences {simultaneousLicenceDiscountPercent(2)}% off, 3 or 4 licences{" "}
              {simultaneousLicenceDiscountPercent(3)}% off, 5 or more {simultaneousLicenceDiscountPercent(5)}% off.
            </p>
            <p>
              A <strong>non-simultaneous</strong> licence installs Investar on another computer to use one at a time. Each one beyond the
              first, and beyond those you already hold, is a one-time fee of {formatMoney(fee.INR, "INR")} (or {formatMoney(fee.USD, "USD")}{" "}
              when paying in dollars). Lite runs on one computer only.
            </p>
          </>
        ),
      },
    ],
  };
}

export const refundGroup: FaqGroup = {
  id: "refunds",
  heading: "Refunds",
  faqs: [
    {
      question: "How are refunds paid?",
      answer: (
        <p>
          Every feature can be tried free for 7 days, so an active subscription is not refunded. When money is due back to you (a duplicate
          payment, or an order we could not activate), it is credited to your wallet, where it can pay for your next order. If you would
          rather have it back in your bank account, <Link to="/support">contact support</Link>.
        </p>
      ),
    },
  ],
};
