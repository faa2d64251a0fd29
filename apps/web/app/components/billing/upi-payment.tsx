import { formatMoney } from "@investar/core";
import type { UpiRequest } from "./manual-payment-api.ts";

interface UpiPaymentProps {
  upi: UpiRequest;
  /** Minor units, INR. */
  amount: number;
  orderNumber: string;
}

/** The QR code (drawn by the server: no outside request) and the same upi:// link for phones, both for the exact amount. */
export function UpiPayment({ upi, amount, orderNumber }: UpiPaymentProps) {
  const money = formatMoney(amount, "INR");
  return (
    <figure className="upi-payment">
      <img
        className="upi-payment__qr"
        src={upi.qrCode}
        width={220}
        height={220}
        alt={`UPI QR code to pay ${money} to Investar for order ${orderNumber}`}
      />
      <figcaption className="upi-payment__caption">
        <p>
          Scan with any UPI app to pay exactly <strong>{money}</strong>. The payment note carries your order number{" "}
          <strong>{orderNumber}</strong>, so we can match it.
        </p>
        <a className="button button--primary" href={upi.link}>
          Pay {money} with a UPI app
        </a>
      </figcaption>
    </figure>
  );
}
