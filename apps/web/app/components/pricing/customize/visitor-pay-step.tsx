import { Link } from "react-router";
import { ModalDialog } from "../../modal-dialog.tsx";
import { customizeHref } from "../selection-query.ts";
import type { ConfirmedQuote } from "../use-confirmed-quote.ts";
import type { PayStep } from "./checkout-button.tsx";

/**
 * docs/business-rules.md#pricing-pages: a visitor prices a plan without an account, and only paying needs one. Their 'Proceed to
 * Pay' calls nothing: it asks them to log in or start the free trial, and both ways come back to this
 * page with the same selection (returnUrl, carried through the activation mail too).
 */
export function visitorPayStep(quote: ConfirmedQuote, askForAccount: () => void): PayStep {
  return { covered: false, disabled: !quote.outcome.ok, run: askForAccount };
}

/** Where the visitor goes to log in or sign up, coming back to this selection afterwards. */
export function accountLinks(quote: ConfirmedQuote) {
  const returnUrl = encodeURIComponent(customizeHref(quote.priced));
  return { login: `/user/login?returnUrl=${returnUrl}`, signUp: `/user/sign-up?returnUrl=${returnUrl}` };
}

/** The panel's pay button for a visitor: same words and place as a customer's. */
export function VisitorPayButton({ step }: { step: PayStep }) {
  return (
    <button type="button" className="button button--accent quote-panel__pay" disabled={step.disabled} onClick={step.run}>
      Proceed to Pay
    </button>
  );
}

export function AccountFirstDialog({ quote, onClose }: { quote: ConfirmedQuote; onClose(): void }) {
  const links = accountLinks(quote);
  return (
    <ModalDialog
      title="Log in or start your free trial to pay"
      className="account-first-dialog"
      onClose={onClose}
      actions={
        <>
          <button type="button" className="link-button account-first-dialog__dismiss" onClick={onClose}>
            Not now
          </button>
          <Link to={links.signUp} className="button button--ghost">
            Start free trial
          </Link>
          <Link to={links.login} className="button button--accent" data-autofocus="">
            Log in to pay
          </Link>
        </>
      }
    >
      <p>
        Your subscription, its invoice and its licence belong to an Investar account. We keep your selection: you come back to it ready to
        pay.
      </p>
      <p>
        New to Investar? Start the 7-day free trial: we mail you a link to activate your account and choose a password, then bring you back
        here. Already a customer? Log in, and the price counts what you already hold.
      </p>
    </ModalDialog>
  );
}
