import { Link } from "react-router";
import { FormField } from "../form-field.tsx";
import { LimitNoticeSlot } from "../limit-notice.tsx";
import { useI18n } from "../../i18n/page-locale.ts";
import { richText } from "../../i18n/rich-text.tsx";

/**
 * The answers as stored with the account (the partner team reads them in English), each with its catalogue label
 * (landing.brokerPartner.q.<group>.<slug>).
 */
const SEGMENTS = [
  ["Equity delivery", "delivery"],
  ["Intraday", "intraday"],
  ["Futures & options", "fno"],
  ["Commodities", "commodities"],
  ["Currency", "currency"],
] as const;
const EXPERIENCE = [
  ["Less than a year", "lessThanOne"],
  ["1 to 3 years", "oneToThree"],
  ["3 to 5 years", "threeToFive"],
  ["More than 5 years", "moreThanFive"],
] as const;
const FREQUENCY = [
  ["Every trading day", "daily"],
  ["A few times a week", "weekly"],
  ["A few times a month", "monthly"],
  ["Occasionally", "occasionally"],
] as const;

/**
 * After activation the broker's client lands here (docs/business-rules.md#landing-pages): a short questionnaire, kept with the account through
 * UpdateZerodhaPotentials so the partner team knows whom to train and call, and the partner code of the branch or
 * authorised person who referred the client (UpdatePartnerCode), which credits the sign-up to them. Rendered on the
 * server only; enhance/broker-partner.js sends it.
 */
export function BrokerClientQuestionnaire({ userId, name }: { userId: number; name: string }) {
  const { t, href } = useI18n();
  return (
    <>
      <form
        className="card support-form"
        aria-label={t("landing.brokerPartner.q.form")}
        data-questionnaire={userId}
        data-no-segment={t("landing.brokerPartner.q.noSegment")}
      >
        <fieldset className="choice-list">
          <legend>{t("landing.brokerPartner.q.segments")}</legend>
          {SEGMENTS.map(([segment, slug]) => (
            <label key={segment}>
              <input type="checkbox" name="segments" value={segment} />
              {t(`landing.brokerPartner.q.segment.${slug}`)}
            </label>
          ))}
        </fieldset>
        <div className="field">
          <label htmlFor="broker-experience">{t("landing.brokerPartner.q.experience")}</label>
          <select id="broker-experience" name="experience" defaultValue={EXPERIENCE[0][0]}>
            {EXPERIENCE.map(([option, slug]) => (
              <option key={option} value={option}>
                {t(`landing.brokerPartner.q.experience.${slug}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="broker-frequency">{t("landing.brokerPartner.q.frequency")}</label>
          <select id="broker-frequency" name="frequency" defaultValue={FREQUENCY[0][0]}>
            {FREQUENCY.map(([option, slug]) => (
              <option key={option} value={option}>
                {t(`landing.brokerPartner.q.frequency.${slug}`)}
              </option>
            ))}
          </select>
        </div>
        <label className="sign-up__consent">
          <input type="checkbox" name="wantsSetupCall" />
          {t("landing.brokerPartner.q.setupCall")}
        </label>
        <FormField
          id="partnerCode"
          name="partnerCode"
          label={t("landing.brokerPartner.q.partnerCode")}
          hint={t("landing.brokerPartner.q.partnerCodeHint")}
          maxLength={20}
          autoComplete="off"
        />
        <LimitNoticeSlot />
        <button type="submit" className="button button--primary" data-busy-text={t("landing.brokerPartner.q.saving")}>
          {t("landing.brokerPartner.q.save")}
        </button>
      </form>
      {/* Shown in the form's place by the script once the answers are saved. */}
      <template>
        <div className="notice notice--success" role="status">
          <p>{t("landing.brokerPartner.q.thanks", { name })}</p>
          <p>
            {richText(t("landing.brokerPartner.q.download", { link: "{link}" }), {
              link: <Link to={href("/investar/download")}>{t("landing.brokerPartner.q.downloadLink")}</Link>,
            })}
          </p>
        </div>
      </template>
    </>
  );
}
