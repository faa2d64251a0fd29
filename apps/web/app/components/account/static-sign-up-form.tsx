import { useRootData } from "../../lib/root-data.ts";
import { INVITATION_INVALID, registrationCall, type SignUpPrefill } from "./sign-up-form.tsx";
import { DetailsStep, EmailStep, SignUpCard } from "./sign-up-steps.tsx";

/**
 * SignUpForm's markup for a page served without React: both steps (the second in a template), and what enhance/sign-up-form.js
 * needs to send it (the registration call and its query, worked out here from the request's prefill) in data-sign-up.
 */
export function StaticSignUpForm({ prefill }: { prefill: SignUpPrefill }) {
  const { vendorEmailDomain } = useRootData();
  const [path, query] = registrationCall(prefill);
  const config = {
    path,
    query,
    regSrc: prefill.regSrc,
    referrerCode: prefill.referrerCode,
    referralToken: prefill.lockedEmail ? null : prefill.referralToken,
    returnUrl: prefill.returnUrl ?? null,
    vendorEmailDomain,
    invitationInvalid: INVITATION_INVALID,
  };
  const locked = prefill.lockedEmail !== null;
  return (
    <SignUpCard lockedEmail={prefill.lockedEmail} data-sign-up={JSON.stringify(config)}>
      <EmailStep
        locked={locked}
        registered={false}
        checking={false}
        returnUrl={prefill.returnUrl}
        email={{ defaultValue: prefill.lockedEmail ?? "" }}
      />
      {/* Step 2 comes on the page in step 1's place, as in the React form: a template until then. */}
      <template data-details-step="">
        <DetailsStep
          email={prefill.lockedEmail ?? ""}
          locked={locked}
          name={{ defaultValue: prefill.name }}
          mobile={{}}
          valid={false}
          submitting={false}
        />
      </template>
    </SignUpCard>
  );
}
