import { customizeHref } from "../selection-query.ts";
import type { ConfirmedQuote } from "../use-confirmed-quote.ts";
import type { PayStep } from "./checkout-button.tsx";
import { useI18n } from "../../../i18n/page-locale.ts";
import { ScriptButton } from "../../script-button.tsx";

/**
 * docs/business-rules.md#pricing-pages: a visitor prices a plan without an account, and only paying needs one. Their 'Proceed to
 * Pay' calls nothing: it opens the sign-up-to-pay dialog (sign-up-to-pay-dialog.tsx, docs/business-rules.md#sign-up-to-pay), where
 * they create their account and pay in one sitting, log in, or start the free trial; every way comes back to this page with the
 * same selection (returnUrl, carried through the activation mail too).
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
  const { t } = useI18n();
  return (
    <ScriptButton className="button button--accent quote-panel__pay" disabled={step.disabled} onClick={step.run}>
      {t("checkout.pay")}
    </ScriptButton>
  );
}
