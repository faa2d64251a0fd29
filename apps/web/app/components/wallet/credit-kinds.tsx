import { Link } from "react-router";
import { kindExplanation, kindLabels, SPENDING_ORDER } from "./wallet-kinds.ts";

/** Each kind of credit in plain words (docs/business-rules.md#wallet-in-words): where it comes from, what it pays for, whether it can be refunded. */
export function CreditKinds({ cashCreditEnabled }: { cashCreditEnabled: boolean }) {
  return (
    <ul className="wallet-kind-list" role="list">
      {SPENDING_ORDER.map((kind) => {
        const { comesFrom, paysFor, refund, refundable } = kindExplanation(kind, cashCreditEnabled);
        return (
          <li key={kind} className="card wallet-kind">
            <h3 className="wallet-kind__name">{kindLabels[kind]}</h3>
            <dl className="wallet-kind__facts">
              <div>
                <dt>Where it comes from</dt>
                <dd>{comesFrom}</dd>
              </div>
              <div>
                <dt>What it pays for</dt>
                <dd>{paysFor}</dd>
              </div>
              <div>
                <dt>Can it be refunded?</dt>
                <dd>
                  {refund}
                  {refundable ? (
                    <>
                      {" "}
                      <Link to="/support">Ask support for it</Link>.
                    </>
                  ) : null}
                </dd>
              </div>
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
