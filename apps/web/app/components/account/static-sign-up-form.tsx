import type { MarketingMailKind } from "@investar/core";
import { useRootData } from "../../lib/root-data.ts";
import { validationTemplates } from "../../i18n/field-error-text.ts";
import { useI18n } from "../../i18n/page-locale.ts";
import { translatedOr } from "../../i18n/translated-or.ts";
import type { FormOutcome } from "../../lib/forms/form-action.ts";
import { LimitNoticeSlot } from "../limit-notice.tsx";
import { INVITATION_INVALID, registrationCall, type SignUpPrefill } from "./sign-up-form.tsx";
import { DetailsStep, EmailStep, SIGN_UP_FIELD_IDS, SignUpCard } from "./sign-up-steps.tsx";

/**
 * SignUpForm's markup for a page served without React: both steps (the one not shown in a template), and what enhance/sign-up-form.js
 * needs to send it (the registration call and its query, worked out here from the request's prefill) in data-sign-up.
 * With `posts` the page's action (lib/forms/sign-up-action.ts) takes the steps posted without a script, and `outcome` is its
 * answer: step 1 refused, step 2 to fill in, or step 2 refused, with the values typed (ADR 0058).
 */
export function StaticSignUpForm({
  prefill,
  posts = false,
  outcome,
}: {
  prefill: SignUpPrefill;
  posts?: boolean;
  outcome?: FormOutcome | null;
}) {
  const { vendorEmailDomain } = useRootData();
  const text = useI18n();
  const [path, query] = registrationCall(prefill);
  const config = {
    path,
    query,
    regSrc: prefill.regSrc,
    referrerCode: prefill.referrerCode,
    referralToken: prefill.lockedEmail ? null : prefill.referralToken,
    returnUrl: prefill.returnUrl ?? null,
    vendorEmailDomain,
    invitationInvalid: translatedOr(text, "auth.signUpForm.invitationInvalid", INVITATION_INVALID),
    // The script checks the fields with core's rules, whose English messages it says in the page's language with these.
    texts: validationTemplates(text),
    language: text.language,
  };
  const locked = prefill.lockedEmail !== null;
  const values = outcome?.values ?? {};
  const fields = outcome?.fields ?? {};
  const email = prefill.lockedEmail ?? values[SIGN_UP_FIELD_IDS.email] ?? "";
  const onDetails = outcome?.form === "signup-details" || (outcome?.form === "signup-email" && outcome.done !== undefined);
  const emailStep = (
    <EmailStep
      locked={locked}
      registered={outcome?.form === "signup-email" && outcome.done === undefined && fields.registered !== undefined}
      checking={false}
      returnUrl={prefill.returnUrl}
      email={{ defaultValue: email, error: fields[SIGN_UP_FIELD_IDS.email] }}
      posts={posts}
    />
  );
  const detailsStep = (
    <DetailsStep
      email={email}
      locked={locked}
      name={{ defaultValue: values[SIGN_UP_FIELD_IDS.name] ?? prefill.name, error: fields[SIGN_UP_FIELD_IDS.name] }}
      mobile={{ defaultValue: values[SIGN_UP_FIELD_IDS.mobile], error: fields[SIGN_UP_FIELD_IDS.mobile] }}
      // Posted by the browser, the step is checked by the action; a script disables Sign Up until the fields are valid.
      valid={posts}
      submitting={false}
      posts={posts}
      sent={
        outcome?.form === "signup-details"
          ? {
              consent: {
                ageConfirmed: values.ageConfirmed === "on",
                kinds: (values.marketingKinds ?? "").split(",").filter(Boolean) as MarketingMailKind[],
              },
              ageError: fields.ageConfirmed ?? null,
            }
          : undefined
      }
    />
  );
  return (
    <SignUpCard lockedEmail={prefill.lockedEmail} data-sign-up={JSON.stringify(config)}>
      {outcome?.message ? <LimitNoticeSlot message={outcome.message} /> : null}
      {onDetails ? detailsStep : emailStep}
      {/* The other step comes on the page in this one's place, as in the React form: a template until then. */}
      {onDetails ? <template data-email-step="">{emailStep}</template> : <template data-details-step="">{detailsStep}</template>}
    </SignUpCard>
  );
}
