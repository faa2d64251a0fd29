import { Link } from "react-router";

/** A wallet with no entries yet: how credit gets there, so the page is useful before there is any. */
export function WalletEmpty() {
  return (
    <div className="card wallet-empty">
      <p>
        <strong>Your wallet is empty.</strong> Credit appears here as soon as you earn it:
      </p>
      <ul>
        <li>
          <strong>Referrals:</strong> invite friends from <Link to="/my-investar/my-referral">My Referral</Link>; when someone you invited
          first subscribes, you receive general credit.
        </li>
        <li>
          <strong>Refunds:</strong> money refunded to your wallet arrives as cash credit, and the unused value of a subscription you change
          arrives as subscription credit.
        </li>
        <li>
          <strong>Offers:</strong> promotions and goodwill gestures are paid as general credit.
        </li>
      </ul>
    </div>
  );
}
