import { useRootData } from "../../lib/root-data.ts";
import { priceWords } from "../pricing/price-words.ts";
import { useI18n } from "../../i18n/page-locale.ts";

/**
 * Where to send the money: the business profile's account, or its UPI address for UPI (ADR 0033). A
 * deployed site without a profile takes no orders, so it has nothing to show here; local mode's sample
 * says it is one.
 */
export function PayeeDetails({ upi }: { upi: boolean }) {
  const business = useRootData().business;
  const say = priceWords(useI18n());
  if (!business) return null;
  const { payee } = business;
  const rows: [string, string][] = upi
    ? [
        [say("payee.upiId", "UPI ID"), payee.upiVpa],
        [say("payee.name", "Name"), payee.accountName],
      ]
    : [
        [say("payee.accountName", "Account name"), payee.accountName],
        [say("payee.bank", "Bank"), payee.bankName],
        [say("payee.branch", "Branch"), payee.branch],
        [say("payee.accountNumber", "Account number"), payee.accountNumber],
        [say("payee.ifsc", "IFSC"), payee.ifsc],
      ];
  return (
    <div className="payee-details notice notice--info">
      <h3 className="payee-details__heading">
        {upi ? say("payee.upiHeading", "Pay to this UPI ID") : say("payee.bankHeading", "Our bank account")}
      </h3>
      {business.sample ? (
        <p className="payee-details__sample">{say("payee.sample", "Sample account of a local installation: do not pay into it.")}</p>
      ) : null}
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
