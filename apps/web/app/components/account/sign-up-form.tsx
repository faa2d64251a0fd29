import { lazyEndpoint } from "@investar/contract/lazy-endpoint";
import { messages, normalizeMobile, validateEmail, validateMobile, validateName, type RegSrc } from "@investar/core";
import { type registrationBody } from "@investar/contract/accounts/register";
import type { EndpointAnswer } from "@investar/contract/endpoint";
import { useEffect, useState, type FormEvent } from "react";
import type { z } from "zod";
import { toast } from "../../lib/toast.ts";
import { callEndpoint, type CallResult } from "../../lib/call-endpoint.ts";
import { useForm } from "../../lib/forms/use-form.ts";
import { toastFailure } from "../../lib/report-failure.ts";
import { useRootData } from "../../lib/root-data.ts";
import { useI18n } from "../../i18n/page-locale.ts";
import { translatedOr } from "../../i18n/translated-or.ts";
import { DetailsStep, EmailStep, SignUpCard } from "./sign-up-steps.tsx";
import { consentBody, useSignUpConsent } from "../privacy/sign-up-notice.tsx";

const isEmailExist = lazyEndpoint(() => import("@investar/contract/accounts/is-email-exist"), "isEmailExist");
const register = lazyEndpoint(() => import("@investar/contract/accounts/register"), "register");
const registerForLpage = lazyEndpoint(() => import("@investar/contract/marketing/register-for-lpage"), "registerForLpage");
const registerForZerodhaPage = lazyEndpoint(
  () => import("@investar/contract/marketing/register-for-zerodha-page"),
  "registerForZerodhaPage",
);
const getDecryptedEmailFromReferral = lazyEndpoint(
  () => import("@investar/contract/referrals/get-decrypted-email-from-referral"),
  "getDecryptedEmailFromReferral",
);

export interface SignUpPrefill {
  /** From `?email=`: the address a Google account gave; shown locked. */
  lockedEmail: string | null;
  name: string;
  /** From `?rid=`: an invitation's encrypted email, decoded through the API. */
  referralToken: string | null;
  /** From `?ref=`: the referral link of the member who shared it; the server checks it. */
  referrerCode: string | null;
  regSrc: RegSrc;
  /** From a landing page (`?src=lpage&landing=`): the sign-up goes through registerForLpage, which keeps it. */
  landingPage?: number | null;
  /** From `?returnUrl=` (a path on this site): the activation mail brings the new customer back there (docs/business-rules.md#sign-up-prefill). */
  returnUrl?: string | null;
  /** From the broker partner page: the sign-up goes through RegisterForZerodhaPage, which keeps the broker campaign (docs/business-rules.md#landing-pages). */
  broker?: { source: string; openedAccount: boolean } | null;
}

type RegistrationAnswer = EndpointAnswer<typeof register>;

/**
 * The registration calls' paths, for the page served without React, which loads no contract: the contracts
 * arrive with the first call (lazy-endpoint.ts). apps/web/test/registration-paths.test.ts holds them to the contracts.
 */
export const REGISTRATION_PATHS = {
  register: "/api/auth/register",
  landingPage: "/api/auth/registerForLpage",
  zerodha: "/api/auth/RegisterForZerodhaPage",
} as const;

/** Which registration call a sign-up goes through, and its query: each variant keeps its own source. */
function registrationTarget(prefill: SignUpPrefill) {
  const returnUrl = prefill.returnUrl ?? undefined;
  if (prefill.broker) {
    const query = { ip: "", zerodhaSource: prefill.broker.source, isZerodha: String(prefill.broker.openedAccount), returnUrl };
    return { endpoint: registerForZerodhaPage, path: REGISTRATION_PATHS.zerodha, query } as const;
  }
  if (prefill.landingPage)
    return {
      endpoint: registerForLpage,
      path: REGISTRATION_PATHS.landingPage,
      query: { ip: "", landingPage: String(prefill.landingPage) },
    } as const;
  return { endpoint: register, path: REGISTRATION_PATHS.register, query: { ip: "", returnUrl } } as const;
}

/** The registration call's path (under /api/) and query, for the page served without React (enhance/sign-up-form.js). */
export function registrationCall(prefill: SignUpPrefill): [path: string, query: Record<string, string | undefined>] {
  const { path, query } = registrationTarget(prefill);
  return [path.replace(/^\/api\//, ""), query];
}

/** Sends the sign-up through its registration call. */
function sendRegistration(prefill: SignUpPrefill, body: z.input<typeof registrationBody>): Promise<CallResult<RegistrationAnswer>> {
  const target = registrationTarget(prefill);
  if (target.endpoint === registerForZerodhaPage) return callEndpoint(target.endpoint, { query: target.query, body });
  if (target.endpoint === registerForLpage) return callEndpoint(target.endpoint, { query: target.query, body });
  return callEndpoint(register, { query: target.query, body });
}

/** Said when an invitation link (`?rid=`) cannot be read any more. */
export const INVITATION_INVALID = "This invitation link is not valid any more. You can still sign up with your email.";

export interface SignUpSuccess {
  userId: number;
  email: string;
}

/** docs/business-rules.md#sign-up-form 'Sign up for Free Trial': email first (checked against existing accounts), then name and mobile. */
export function SignUpForm({ prefill, onSuccess }: { prefill: SignUpPrefill; onSuccess(result: SignUpSuccess): void }) {
  const { vendorEmailDomain } = useRootData();
  const text = useI18n();
  const [step, setStep] = useState<1 | 2>(1);
  // docs/business-rules.md#privacy-notice: the 18+ declaration and each marketing kind are ticked by the visitor, never presumed.
  const notice = useSignUpConsent();
  const [registeredMessage, setRegisteredMessage] = useState<string | null>(null);
  /** Signed up: the button stays busy while the page moves on. */
  const [done, setDone] = useState(false);
  const emailForm = useForm({
    initial: { email: prefill.lockedEmail ?? "" },
    checkOnBlur: true,
    report: toastFailure,
    validate: ({ email }) => ({ email: validateEmail(email, vendorEmailDomain) }),
  });
  const details = useForm({
    initial: { name: prefill.name, mobile: "" },
    checkOnBlur: true,
    report: toastFailure,
    // The registration payload's names (ADR 0019 keys the server's field errors by them).
    fieldNames: { FullName: "name", MobileNo: "mobile" },
    validate: ({ name, mobile }) => ({ name: validateName(name), mobile: validateMobile(mobile) }),
  });
  const email = emailForm.values.email;

  useEffect(() => {
    if (!prefill.referralToken || prefill.lockedEmail) return;
    void callEndpoint(getDecryptedEmailFromReferral, { query: { encryptedEmail: prefill.referralToken } }).then((result) => {
      if (!result.ok) toast.error(translatedOr(text, "auth.signUpForm.invitationInvalid", INVITATION_INVALID));
      else if (result.data[0]) emailForm.set("email", result.data[0]);
    });
    // The invitation is read once per link (the form's setter is stable).
  }, [prefill.referralToken, prefill.lockedEmail]);

  const next = async (event: FormEvent) => {
    event.preventDefault();
    const taken = await emailForm.submit(({ email }) => callEndpoint(isEmailExist, { query: { email: email.trim() } }));
    if (taken === null) return;
    if (taken !== 0) return setRegisteredMessage(messages.emailRegistered(vendorEmailDomain));
    setRegisteredMessage(null);
    setStep(2);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!notice.check()) return;
    const answer = await details.submit(({ name, mobile }) =>
      sendRegistration(prefill, {
        FullName: name.trim(),
        Email: email.trim(),
        Password: "",
        City: "",
        MobileNo: normalizeMobile(mobile),
        RegSrc: prefill.regSrc,
        ...consentBody(notice.consent),
        ...(prefill.referrerCode ? { ReferrerCode: prefill.referrerCode } : {}),
      }),
    );
    if (!answer) return;
    if (answer.category === "FreshRegistration" && answer.userId) {
      setDone(true);
      onSuccess({ userId: answer.userId, email: email.trim() });
      return;
    }
    toast.error(answer.message);
  };

  return (
    <SignUpCard lockedEmail={prefill.lockedEmail}>
      {step === 1 ? (
        <EmailStep
          onSubmit={next}
          locked={prefill.lockedEmail !== null}
          registered={registeredMessage !== null}
          returnUrl={prefill.returnUrl}
          checking={emailForm.busy}
          email={{
            ...emailForm.field("email"),
            onChange: (e) => {
              emailForm.set("email", e.target.value);
              setRegisteredMessage(null);
            },
            error: emailForm.errorOf("email") ?? registeredMessage,
          }}
        />
      ) : (
        <DetailsStep
          onSubmit={submit}
          email={email}
          locked={prefill.lockedEmail !== null}
          onBack={() => setStep(1)}
          name={details.field("name")}
          mobile={details.field("mobile")}
          consent={{ value: notice.consent, ageError: notice.ageError, onAge: notice.onAge, onKind: notice.onKind }}
          valid={details.valid()}
          submitting={details.busy || done}
        />
      )}
    </SignUpCard>
  );
}
