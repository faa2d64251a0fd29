import type { UpiRequest } from "./manual-payment-api.ts";
import { priceWords } from "../pricing/price-words.ts";
import { useI18n } from "../../i18n/page-locale.ts";

interface UpiPaymentProps {
  upi: UpiRequest;
  /** Minor units, INR. */
  amount: number;
  orderNumber: string;
}

/** The QR code (drawn by the server: no outside request) and the same upi:// link for phones, both for the exact amount. */
export function UpiPayment({ upi, amount, orderNumber }: UpiPaymentProps) {
  const i18n = useI18n();
  const say = priceWords(i18n);
  const money = i18n.money(amount, "INR");
  return (
    <figure className="upi-payment">
      <img
        className="upi-payment__qr"
        src={upi.qrCode}
        width={220}
        height={220}
        alt={say("upi.alt", `UPI QR code to pay ${money} to Investar for order ${orderNumber}`, { amount: money, order: orderNumber })}
      />
      <figcaption className="upi-payment__caption">
        <p>
          {say("upi.scan", "Scan with any UPI app to pay exactly")} <strong>{money}</strong>
          {say("upi.note", ". The payment note carries your order number")} <strong>{orderNumber}</strong>
          {say("upi.match", ", so we can match it.")}
        </p>
        <a className="button button--primary" href={upi.link}>
          {say("upi.pay", `Pay ${money} with a UPI app`, { amount: money })}
        </a>
      </figcaption>
    </figure>
  );
}
