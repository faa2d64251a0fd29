import { manualPaymentPayee as payee } from "@investar/core";

/** Where to send the money: the vendor's account, or its UPI address for UPI. */
export function PayeeDetails({ upi }: { upi: boolean }) {
  const rows: [string, string][] = upi
    ? [
        ["UPI ID", payee.upiVpa],
        ["Name", payee.upiName],
      ]
    : [
        ["Account name", payee.accountName],
        ["Bank", payee.bankName],
        ["Branch", payee.branch],
        ["Account number", payee.accountNumber],
        ["IFSC", payee.ifsc],
        ["Account type", payee.accountType],
      ];
  return (
    <div className="payee-details notice notice--info">
      <h3 className="payee-details__heading">{upi ? "Pay to this UPI ID" : "Our bank account"}</h3>
      <dl className="payee-details__list">
        {rows.map(([label, value]) => (
          <div key={label} className="payee-details__row">
            <dt>{label}</dt>
            <dd className="payee-details__value">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
