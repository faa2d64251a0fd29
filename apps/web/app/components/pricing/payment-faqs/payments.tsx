/** Payment FAQs, part 1: GST and invoices, paying online, manual payments. */
import { GST_PERCENT, manualPaymentModes } from "@investar/core";
import { Link } from "react-router";
import type { FaqGroup } from "../../faq-groups.tsx";

const half = GST_PERCENT / 2;

export const gstGroup: FaqGroup = {
  id: "gst",
  heading: "GST and invoices",
  faqs: [
    {
      question: "Is GST charged on my payment?",
      answer: (
        <p>
          Payments in Indian rupees carry GST at {GST_PERCENT}%. It is worked out on the price after any discount and rounded down to the
          whole rupee, and the price summary shows it on its own line before you pay. Payments in US dollars carry no GST.
        </p>
      ),
    },
    {
      question: "Will I get a GST invoice?",
      answer: (
        <>
          <p>
            Yes. A tax invoice is emailed to your registered address after every payment, showing the price, the discount and the tax. If
            you are in the same state as our office the tax is split into CGST at {half}% and SGST at {half}%; anywhere else in India it is
            IGST at {GST_PERCENT}%.
          </p>
          <p>
            Registered businesses can enter their GSTIN on the payment form before paying. It is printed on the invoice, so you can claim
            the input tax credit. An invoice cannot be re-issued with a GSTIN after the payment.
          </p>
        </>
      ),
    },
  ],
};

export const onlineGroup: FaqGroup = {
  id: "online",
  heading: "Paying online",
  faqs: [
    {
      question: "How do I pay by card or net banking?",
      answer: (
        <p>
          Choose your plan on the <Link to="/Pricing">pricing page</Link>, check the price on the next page and press Proceed to Pay. You
          are taken to our payment gateway&apos;s secure page to pay by credit or debit card, net banking or UPI. Your card details are
          entered on the gateway&apos;s page; Investar never sees or stores them.
        </p>
      ),
    },
    {
      question: "What if a payment fails or I cancel it?",
      answer: (
        <p>
          Nothing is activated and nothing is charged. If your bank debited the money although the payment failed, the gateway reverses the
          debit. Before activating anything we confirm every payment with the gateway directly, so a payment is never counted twice. If in
          doubt, <Link to="/support">contact support</Link> with the order number.
        </p>
      ),
    },
    {
      question: "When does my subscription start?",
      answer: (
        <p>
          As soon as the payment is confirmed. If you buy during your 7-day free trial, the paid period starts when the trial ends, so you
          lose no trial days.
        </p>
      ),
    },
  ],
};

export const manualGroup: FaqGroup = {
  id: "manual",
  heading: "Manual payments",
  faqs: [
    {
      question: "Can I pay without the gateway?",
      answer: (
        <>
          <p>Yes. We accept these manual payment modes:</p>
          <ul className="check-list">
            {manualPaymentModes.map((mode) => (
              <li key={mode}>{mode}</li>
            ))}
          </ul>
          <p>Work out the exact amount, GST included, on the page where you customise your subscription, and pay that amount.</p>
        </>
      ),
    },
    {
      question: "How is a manual payment activated?",
      answer: (
        <ol className="faq-steps">
          <li>Pay the amount shown for your selection by one of the modes above, into the account details support gives you.</li>
          <li>
            Tell us about the payment from <Link to="/my-investar/manage-subscription">My Subscription</Link> or by writing to{" "}
            <Link to="/support">support</Link>: the mode, the reference or cheque number, the date and the amount.
          </li>
          <li>
            Our team matches it with our bank statement and activates your subscription, usually within one working day for transfers, UPI
            and cash deposits. Cheques and demand drafts are activated once they clear. You get an email when it is done, with your invoice.
          </li>
        </ol>
      ),
    },
  ],
};
