import { safeReturnPath, userFromToken } from "@investar/core";
import { useState, type FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { toast } from "../../lib/toast.ts";
import type { Route } from "./+types/login";
import { ForgotUserId } from "../../components/account/forgot-user-id.tsx";
import { SecondFactorForm } from "../../components/account/second-factor-form.tsx";
import { SocialLoginButtons } from "../../components/account/social-login-buttons.tsx";
import { FormField } from "../../components/form-field.tsx";
import { appContext } from "../../load-context.ts";
import { api } from "../../lib/api-client.ts";
import { apiErrorMessage } from "../../lib/api-error-message.ts";
import { rememberUser } from "../../lib/client-session.ts";
import { socialSignUpPath } from "../../lib/sign-up-prefill.ts";
import { pageMeta, publicUrlFrom } from "../../lib/page-meta.ts";
import { isSecondFactorChallenge, TWO_FACTOR_PAGE, type SignInAnswer } from "../../lib/second-factor.ts";
import "../../styles/account-forms.css";

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
  const [userName, setUserName] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  /** Set when the password (or a provider) was right but the account has an authenticator: the code step shows. */
  const [challenge, setChallenge] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!userName.trim() || !password) {
      setError("Enter your email or user id and your password.");
      return;
    }
    setSubmitting(true);
    setError(null);
    try {
      const answer = await api.post<SignInAnswer>("auth/login", { userName: userName.trim(), password }, { ip: "" });
      if (isSecondFactorChallenge(answer)) {
        setChallenge(answer.challenge);
        setPassword("");
        setSubmitting(false);
        return;
      }
      rememberUser(userFromToken(answer.tokenString));
      // A full load so every loader (and the navigation bar) sees the new session cookie; ADMIN_2FA=required sends an admin without an authenticator to enrol first.
      window.location.assign(answer.mustEnrolTwoFactor ? TWO_FACTOR_PAGE : returnUrl);
    } catch (failure) {
      const message = apiErrorMessage(failure);
      setError(message);
      toast.error(message);
      setSubmitting(false);
    }
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
              <FormField
                id="login-username"
                label="Email or user id"
                autoComplete="username"
                value={userName}
                onChange={(e) => setUserName(e.target.value)}
              />
              <FormField
                id="login-password"
                label="Password"
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
              {error ? (
                <p className="field__error" role="alert">
                  {error}
                </p>
              ) : null}
              <button type="submit" className="button button--primary auth-card__submit" disabled={submitting} aria-busy={submitting}>
                {submitting ? "Logging in…" : "Log in"}
              </button>
            </form>
            <SocialLoginButtons
              {...loaderData.social}
              onLoggedIn={() => window.location.assign(returnUrl)}
              onSecondFactor={setChallenge}
              onEmailNotFound={(email, name) => navigate(socialSignUpPath(search, email, name))}
            />
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
