import { useI18n } from "../../i18n/page-locale.ts";
import { useSearchParams } from "react-router";
import type { FormOutcome } from "../../lib/forms/form-action.ts";
import { signUpPrefill } from "../../lib/sign-up-prefill.ts";
import type { SignUpPrefill } from "../account/sign-up-form.tsx";
import { StaticSignUpForm } from "../account/static-sign-up-form.tsx";

/** Where the activation link brings a broker's client: this page's questionnaire (docs/business-rules.md#landing-pages). */
export const QUESTIONNAIRE_RETURN = "/investar/broker-partner?welcome=client#client-questionnaire";

/** Campaign names are short labels from the broker's links; anything else is cut rather than refused. */
const MAX_SOURCE = 100;

/** The box's field: posted with either step (ADR 0058), read at the last moment by enhance/broker-partner.js. */
export const OPENED_ACCOUNT_FIELD = "openedAccount";

/**
 * A broker client's sign-up prefill: RegisterForZerodhaPage with the campaign from the broker's link (`?src=` or
 * `utm_source`, else this page) and whether the client opened a trading account through the offer — the box as posted,
 * else the link's `?accountOpened=true`. The page and its action (posted without a script) both read it here.
 */
export function brokerSignUpPrefill(search: URLSearchParams, openedAccount: boolean | null): SignUpPrefill {
  const source = (search.get("src") || search.get("utm_source") || "broker-partner-page").trim().slice(0, MAX_SOURCE);
  return {
    ...signUpPrefill(search, "Zerodha"),
    landingPage: null,
    returnUrl: QUESTIONNAIRE_RETURN,
    broker: { source, openedAccount: openedAccount ?? search.get("accountOpened") === "true" },
  };
}

/**
 * The broker's clients sign up for the trial here. The sign-up goes through RegisterForZerodhaPage so the account
 * keeps its broker source and whether the client opened a trading account through the offer, which decides the
 * partner's referral share. Rendered on the server from the request; both steps post to the page without a script
 * (`outcome` is the action's answer, ADR 0058), with the box tied to the step on the page by its `form` attribute;
 * enhance/broker-partner.js sends them through the API instead, with the box as the query's isZerodha.
 */
export function BrokerClientSignUp({ outcome }: { outcome?: FormOutcome | null }) {
  const [search] = useSearchParams();
  const mine = outcome?.form === "signup-email" || outcome?.form === "signup-details" ? outcome : null;
  const posted = mine ? mine.values[OPENED_ACCOUNT_FIELD] === "on" : null;
  const prefill = brokerSignUpPrefill(search, posted);
  const onDetails = mine?.form === "signup-details" || (mine?.form === "signup-email" && mine.done !== undefined);
  const { t } = useI18n();
  return (
    <div className="broker-sign-up">
      <label className="sign-up__consent">
        <input
          type="checkbox"
          name={OPENED_ACCOUNT_FIELD}
          form={onDetails ? "signup-details-form" : "signup-email-form"}
          defaultChecked={prefill.broker!.openedAccount}
          data-opened-account=""
        />
        {t("landing.brokerPartner.client.openedAccount")}
      </label>
      <StaticSignUpForm prefill={prefill} posts outcome={mine} />
    </div>
  );
}
