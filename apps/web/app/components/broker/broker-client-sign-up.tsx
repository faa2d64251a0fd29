import { useSearchParams } from "react-router";
import { signUpPrefill } from "../../lib/sign-up-prefill.ts";
import { StaticSignUpForm } from "../account/static-sign-up-form.tsx";

/** Where the activation link brings a broker's client: this page's questionnaire (docs/business-rules.md#landing-pages). */
export const QUESTIONNAIRE_RETURN = "/investar/broker-partner?welcome=client#client-questionnaire";

/** Campaign names are short labels from the broker's links; anything else is cut rather than refused. */
const MAX_SOURCE = 100;

/**
 * The broker's clients sign up for the trial here. The sign-up goes through RegisterForZerodhaPage so the account
 * keeps its broker source: the campaign from the broker's link (`?src=` or `utm_source`, else this page) and whether the
 * client opened a trading account through the offer, which decides the partner's referral share. Rendered on the
 * server from the request; enhance/broker-partner.js sends it, with the box below as the query's isZerodha.
 */
export function BrokerClientSignUp() {
  const [search] = useSearchParams();
  const openedAccount = search.get("accountOpened") === "true";
  const source = (search.get("src") || search.get("utm_source") || "broker-partner-page").trim().slice(0, MAX_SOURCE);
  const prefill = {
    ...signUpPrefill(search, "Zerodha"),
    landingPage: null,
    returnUrl: QUESTIONNAIRE_RETURN,
    broker: { source, openedAccount },
  };
  return (
    <div className="broker-sign-up">
      <label className="sign-up__consent">
        <input type="checkbox" defaultChecked={openedAccount} data-opened-account="" />I opened my trading account through our broker
        partner&rsquo;s Investar offer
      </label>
      <StaticSignUpForm prefill={prefill} />
    </div>
  );
}
