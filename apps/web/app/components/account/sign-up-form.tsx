import {
  messages,
  normalizeMobile,
  validateEmail,
  validateMobile,
  validateName,
  type RegSrc,
  type RegistrationCategory,
} from "@investar/core";
import { useEffect, useState, type FormEvent } from "react";
import { toast } from "../../lib/toast.ts";
import { api } from "../../lib/api-client.ts";
import { apiErrorMessage } from "../../lib/api-error-message.ts";
import { useRootData } from "../../lib/root-data.ts";
import { DetailsStep, EmailStep, SignUpCard } from "./sign-up-steps.tsx";

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

/** Which registration call a sign-up goes through, and its query: each variant keeps its own source. */
export function registrationCall(
  prefill: SignUpPrefill,
): [path: string, query: Record<string, string | number | boolean | null | undefined>] {
  if (prefill.broker) {
    return [
      "auth/RegisterForZerodhaPage",
      { ip: "", zerodhaSource: prefill.broker.source, isZerodha: prefill.broker.openedAccount, returnUrl: prefill.returnUrl },
    ];
  }
  if (prefill.landingPage) return ["auth/registerForLpage", { ip: "", landingPage: prefill.landingPage }];
  return ["auth/register", { ip: "", returnUrl: prefill.returnUrl }];
}

/** Said when an invitation link (`?rid=`) cannot be read any more. */
export const INVITATION_INVALID = "This invitation link is not valid any more. You can still sign up with your email.";

export interface SignUpSuccess {
  userId: number;
  email: string;
}

interface RegistrationAnswer {
  category: RegistrationCategory;
  message: string;
  userId?: number;
}

type Field = "email" | "name" | "mobile";

/** docs/business-rules.md#sign-up-form 'Sign up for Free Trial': email first (checked against existing accounts), then name and mobile. */
export function SignUpForm({ prefill, onSuccess }: { prefill: SignUpPrefill; onSuccess(result: SignUpSuccess): void }) {
  const { vendorEmailDomain } = useRootData();
  const [step, setStep] = useState<1 | 2>(1);
  const [email, setEmail] = useState(prefill.lockedEmail ?? "");
  const [name, setName] = useState(prefill.name);
  const [mobile, setMobile] = useState("");
  // ADR 0034: consent to marketing mail is given by ticking, never presumed.
  const [marketingConsent, setMarketingConsent] = useState(false);
  const [touched, setTouched] = useState<Record<Field, boolean>>({ email: false, name: false, mobile: false });
  const [registeredMessage, setRegisteredMessage] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    if (!prefill.referralToken || prefill.lockedEmail) return;
    api
      .get<string[]>("auth/GetDecryptedEmailFromReferral", { encryptedEmail: prefill.referralToken })
      .then((list) => {
        if (list[0]) setEmail(list[0]);
      })
      .catch(() => toast.error(INVITATION_INVALID));
  }, [prefill.referralToken, prefill.lockedEmail]);

  const errors: Record<Field, string | null> = {
    email: validateEmail(email, vendorEmailDomain) ?? registeredMessage,
    name: validateName(name),
    mobile: validateMobile(mobile),
  };
  const shown = (field: Field) => (touched[field] ? errors[field] : null);
  const stepTwoValid = !errors.name && !errors.mobile;

  const next = async (event: FormEvent) => {
    event.preventDefault();
    setTouched((t) => ({ ...t, email: true }));
    if (validateEmail(email, vendorEmailDomain)) return;
    setChecking(true);
    try {
      const taken = await api.get<number>("auth/IsEmailExist", { email: email.trim() });
      if (taken !== 0) {
        setRegisteredMessage(messages.emailRegistered(vendorEmailDomain));
        return;
      }
      setRegisteredMessage(null);
      setStep(2);
    } catch (error) {
      toast.error(apiErrorMessage(error));
    } finally {
      setChecking(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stepTwoValid) {
      setTouched({ email: true, name: true, mobile: true });
      return;
    }
    setSubmitting(true);
    try {
      const [path, query] = registrationCall(prefill);
      const answer = await api.post<RegistrationAnswer>(
        path,
        {
          FullName: name.trim(),
          Email: email.trim(),
          Password: "",
          City: "",
          MobileNo: normalizeMobile(mobile),
          RegSrc: prefill.regSrc,
          MarketingConsent: marketingConsent,
          ...(prefill.referrerCode ? { ReferrerCode: prefill.referrerCode } : {}),
        },
        query,
      );
      if (answer.category === "FreshRegistration" && answer.userId) {
        onSuccess({ userId: answer.userId, email: email.trim() });
        return;
      }
      setSubmitting(false);
      toast.error(answer.message);
    } catch (error) {
      setSubmitting(false);
      toast.error(apiErrorMessage(error));
    }
  };

  return (
    <SignUpCard lockedEmail={prefill.lockedEmail}>
      {step === 1 ? (
        <EmailStep
          onSubmit={next}
          locked={prefill.lockedEmail !== null}
          registered={registeredMessage !== null}
          checking={checking}
          email={{
            value: email,
            onChange: (e) => {
              setEmail(e.target.value);
              setRegisteredMessage(null);
            },
            onBlur: () => setTouched((t) => ({ ...t, email: true })),
            error: shown("email"),
          }}
        />
      ) : (
        <DetailsStep
          onSubmit={submit}
          email={email}
          locked={prefill.lockedEmail !== null}
          onBack={() => setStep(1)}
          name={{
            value: name,
            onChange: (e) => setName(e.target.value),
            onBlur: () => setTouched((t) => ({ ...t, name: true })),
            error: shown("name"),
          }}
          mobile={{
            value: mobile,
            onChange: (e) => setMobile(e.target.value),
            onBlur: () => setTouched((t) => ({ ...t, mobile: true })),
            error: shown("mobile"),
          }}
          consent={{ checked: marketingConsent, onChange: (e) => setMarketingConsent(e.target.checked) }}
          valid={stepTwoValid}
          submitting={submitting}
        />
      )}
    </SignUpCard>
  );
}
