import { lazyEndpoint } from "@investar/contract/lazy-endpoint";
import { safeReturnPath, userFromToken } from "@investar/core";
import { lazy, Suspense, useState, type FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { toast } from "../../lib/toast.ts";
import type { Route } from "./+types/login";
import { ForgotUserId } from "../../components/account/forgot-user-id.tsx";
import { SecondFactorForm } from "../../components/account/second-factor-form.tsx";
import { SocialLoginButtons } from "../../components/account/social-login-buttons.tsx";
import { FormField, SubmitButton } from "../../components/form-field.tsx";
import { appContext } from "../../load-context.ts";
import { callEndpoint } from "../../lib/call-endpoint.ts";
import { useForm } from "../../lib/forms/use-form.ts";
import { rememberUser } from "../../lib/client-session.ts";
import { socialSignUpPath } from "../../lib/sign-up-prefill.ts";
import { pageMeta, publicUrlFrom } from "../../lib/page-meta.ts";
import { isSecondFactorChallenge, TWO_FACTOR_PAGE } from "../../lib/second-factor.ts";
import "../../styles/account-forms.css";

const login = lazyEndpoint(() => import("@investar/contract/accounts/login"), "login");

/** docs/business-rules.md#sign-up-to-pay: a visitor sent here by a checkout creates their account and pays in one sitting. */
const SignUpToPayDialog = lazy(async () => ({
  default: (await import("../../components/pricing/customize/sign-up-to-pay-dialog.tsx")).SignUpToPayDialog,
}));

/** The checkouts a visitor may come to log in from (their "Log in" links, a payment's return): a new customer may sign up and pay at once. */
const isCheckout = (path: string) => /^\/(education\/buy-webinar|pricing\/customizesubscription)\b/i.test(path);

export function loader({ context }: Route.LoaderArgs) {
  return { social: context.get(appContext).services.getSocialLoginConfig() };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Log in | Investar",
    description: "Log in to your Investar account to manage your subscription, wallet, referrals and webinars.",
    path: "/user/login",
    publicUrl: publicUrlFrom(matches),
  });
}

export default function Login({ loaderData }: Route.ComponentProps) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const returnUrl = safeReturnPath(search.get("returnUrl"), "/my-investar/manage-subscription");
  const [signingUp, setSigningUp] = useState(false);
  const form = useForm({
    initial: { userName: "", password: "" },
    // A refusal is said under the form and as a toast.
    report: (failure) => {
      toast.error(failure.message);
      return failure.message;
    },
  });
  /** Signed in: the button stays busy while the next page loads. */
  const [done, setDone] = useState(false);
  /** Set when the password (or a provider) was right but the account has an authenticator: the code step shows. */
  const [challenge, setChallenge] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // One message for the pair, under the form, as the SPEC words it.
    if (!form.values.userName.trim() || !form.values.password) return form.setError("Enter your email or user id and your password.");
    const answer = await form.submit(({ userName, password }) =>
      callEndpoint(login, { query: { ip: "" }, body: { userName: userName.trim(), password } }),
    );
    if (!answer) return;
    if (isSecondFactorChallenge(answer)) {
      setChallenge(answer.challenge);
      form.set("password", "");
      return;
    }
    setDone(true);
    rememberUser(userFromToken(answer.tokenString));
    // A full load so every loader (and the navigation bar) sees the new session cookie; ADMIN_2FA=required sends an admin without an authenticator to enrol first.
    window.location.assign(answer.mustEnrolTwoFactor ? TWO_FACTOR_PAGE : returnUrl);
  };

  return (
    <div className="auth-page auth-page--single">
      <div className="card auth-card">
        <h1>Log in</h1>
        {challenge ? (
          <SecondFactorForm
            challenge={challenge}
            onSignedIn={() => window.location.assign(returnUrl)}
            onStartAgain={() => setChallenge(null)}
          />
        ) : (
          <>
            <form onSubmit={submit} noValidate>
              <FormField id="login-username" label="Email or user id" autoComplete="username" {...form.field("userName")} />
              <FormField id="login-password" label="Password" type="password" autoComplete="current-password" {...form.field("password")} />
              {form.error ? (
                <p className="field__error" role="alert">
                  {form.error}
                </p>
              ) : null}
              <SubmitButton className="button button--primary auth-card__submit" busy={form.busy || done} busyLabel="Logging in…">
                Log in
              </SubmitButton>
            </form>
            <SocialLoginButtons
              {...loaderData.social}
              onLoggedIn={() => window.location.assign(returnUrl)}
              onSecondFactor={setChallenge}
              onEmailNotFound={(email, name) => navigate(socialSignUpPath(search, email, name))}
            />
            {isCheckout(returnUrl) ? (
              <p className="auth-card__links">
                <span>
                  New to Investar?{" "}
                  <button type="button" className="link-button" onClick={() => setSigningUp(true)}>
                    Create your account and pay now
                  </button>
                </span>
              </p>
            ) : null}
            {signingUp ? (
              <Suspense fallback={null}>
                <SignUpToPayDialog returnTo={returnUrl} social={loaderData.social} offerLogin={false} onClose={() => setSigningUp(false)} />
              </Suspense>
            ) : null}
            <ForgotUserId />
            <p className="auth-card__links">
              <Link to="/my-investar/password-recovery">Forgot password?</Link>
              <span>
                New to Investar?{" "}
                <Link to={search.has("returnUrl") ? `/user/sign-up?returnUrl=${encodeURIComponent(returnUrl)}` : "/user/sign-up"}>
                  Start your free trial
                </Link>
              </span>
            </p>
          </>
        )}
      </div>
    </div>
  );
}
