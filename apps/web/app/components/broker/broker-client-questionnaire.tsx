import { Link } from "react-router";
import { FormField } from "../form-field.tsx";
import { LimitNoticeSlot } from "../limit-notice.tsx";

const SEGMENTS = ["Equity delivery", "Intraday", "Futures & options", "Commodities", "Currency"];
const EXPERIENCE = ["Less than a year", "1 to 3 years", "3 to 5 years", "More than 5 years"];
const FREQUENCY = ["Every trading day", "A few times a week", "A few times a month", "Occasionally"];

/**
 * After activation the broker's client lands here (docs/business-rules.md#landing-pages): a short questionnaire, kept with the account through
 * UpdateZerodhaPotentials so the partner team knows whom to train and call, and the partner code of the branch or
 * authorised person who referred the client (UpdatePartnerCode), which credits the sign-up to them. Rendered on the
 * server only; enhance/broker-partner.js sends it.
 */
export function BrokerClientQuestionnaire({ userId, name }: { userId: number; name: string }) {
  return (
    <>
      <form
        className="card support-form"
        aria-label="Tell us how you trade"
        data-questionnaire={userId}
        data-no-segment="Choose at least one segment you trade."
      >
        <fieldset className="choice-list">
          <legend>Which segments do you trade?</legend>
          {SEGMENTS.map((segment) => (
            <label key={segment}>
              <input type="checkbox" name="segments" value={segment} />
              {segment}
            </label>
          ))}
        </fieldset>
        <div className="field">
          <label htmlFor="broker-experience">How long have you been trading?</label>
          <select id="broker-experience" name="experience" defaultValue={EXPERIENCE[0]}>
            {EXPERIENCE.map((option) => (
              <option key={option}>{option}</option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="broker-frequency">How often do you trade?</label>
          <select id="broker-frequency" name="frequency" defaultValue={FREQUENCY[0]}>
            {FREQUENCY.map((option) => (
              <option key={option}>{option}</option>
            ))}
          </select>
        </div>
        <label className="sign-up__consent">
          <input type="checkbox" name="wantsSetupCall" />
          Call me to help set up Investar
        </label>
        <FormField
          id="partnerCode"
          name="partnerCode"
          label="Partner code (optional)"
          hint="From your branch or authorised person, if they gave you one."
          maxLength={20}
          autoComplete="off"
        />
        <LimitNoticeSlot />
        <button type="submit" className="button button--primary" data-busy-text="Saving…">
          Save my answers
        </button>
      </form>
      {/* Shown in the form's place by the script once the answers are saved. */}
      <template>
        <div className="notice notice--success" role="status">
          <p>Thank you, {name}. Your answers are saved and your 7-day trial is running.</p>
          <p>
            <Link to="/investar/download">Download Investar</Link> and log in with your email to start.
          </p>
        </div>
      </template>
    </>
  );
}
