import { useRootData } from "../../lib/root-data.ts";

/**
 * Where to send the money: the business profile's account, or its UPI address for UPI (ADR 0033). A
 * deployed site without a profile takes no orders, so it has nothing to show here; local mode's sample
 * says it is one.
 */
export function PayeeDetails({ upi }: { upi: boolean }) {
  const business = useRootData().business;
  if (!business) return null;
  const { payee } = business;
  const rows: [string, string][] = upi
    ? [
        ["UPI ID", payee.upiVpa],
        ["Name", payee.accountName],
      ]
    : [
        ["Account name", payee.accountName],
        ["Bank", payee.bankName],
        ["Branch", payee.branch],
        ["Account number", payee.accountNumber],
        ["IFSC", payee.ifsc],
      ];
  return (
    <div className="payee-details notice notice--info">
      <h3 className="payee-details__heading">{upi ? "Pay to this UPI ID" : "Our bank account"}</h3>
      {business.sample ? <p className="payee-details__sample">Sample account of a local installation: do not pay into it.</p> : null}
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
