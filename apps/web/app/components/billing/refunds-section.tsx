import type { MyRefund } from "@investar/contract/pages/payments";
import { RefundTable } from "./refund-table.tsx";

/**
 * My Subscription's refunds (docs/business-rules.md#refunds): every refund of the customer's payments and
 * where it stands, so a card refund still at the gateway is visible until it settles. Its data comes from
 * WebServices.listMyRefunds(userId) in the page's loader.
 */
export function RefundsSection({ refunds }: { refunds: MyRefund[] }) {
  return (
    <section aria-labelledby="refunds-heading">
      <h2 id="refunds-heading">Refunds</h2>
      <p>
        A refund to your card or UPI reaches your account a few working days after it shows as refunded; a refund to your wallet is there at
        once.
      </p>
      <RefundTable refunds={refunds} caption="Your refunds" forCustomer />
    </section>
  );
}
