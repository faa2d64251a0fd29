import { useNavigate, useSearchParams } from "react-router";
import type { Route } from "./+types/sign-up";
import { SignUpForm } from "../../components/account/sign-up-form.tsx";
import { SocialLoginButtons } from "../../components/account/social-login-buttons.tsx";
import { appContext } from "../../load-context.ts";
import { pageMeta, publicUrlFrom } from "../../lib/page-meta.ts";
import { signUpPrefill, socialSignUpPath } from "../../lib/sign-up-prefill.ts";
import { verificationPage } from "../../lib/verification-page.ts";
import "../../styles/account-forms.css";

export function loader({ context }: Route.LoaderArgs) {
  return { social: context.get(appContext).services.getSocialLoginConfig() };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Sign up for the 7-day free trial | Investar",
    description: "Create your Investar account and try every feature of the Pro plan free for 7 days. No card needed.",
    path: "/user/sign-up",
    publicUrl: publicUrlFrom(matches),
  });
}

export default function SignUp({ loaderData }: Route.ComponentProps) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const prefill = signUpPrefill(search, search.get("src") === "lpage" ? "FacebookAds" : "Normal");
  // Where the visitor was going (docs/business-rules.md#sign-up-prefill): the activation mail and this page's social sign-in lead back there.
  const returnUrl = prefill.returnUrl ?? null;
  return (
    <div className="auth-page">
      <section className="auth-page__pitch">
        <span className="eyebrow">7-day free trial</span>
        <h1>Start trading with a plan, not a hunch</h1>
        <ul className="check-list">
          <li>Every Pro feature for 7 days: auto support/resistance, trendlines, signals and 190+ scans</li>
          <li>End-of-day data for NSE, BSE, NSE F&amp;O, MCX and NCDEX included</li>
          <li>No card needed; choose a plan only if it works for you</li>
        </ul>
      </section>
      <div>
        <SignUpForm prefill={prefill} onSuccess={(result) => navigate(verificationPage(result, returnUrl))} />
        {search.get("email") ? null : (
          <SocialLoginButtons
            {...loaderData.social}
            onLoggedIn={() => window.location.assign(returnUrl ?? "/investar/download")}
            // An account with an authenticator already exists: its code step is on the login page.
            onSecondFactor={() => navigate(returnUrl ? `/user/login?returnUrl=${encodeURIComponent(returnUrl)}` : "/user/login")}
            onEmailNotFound={(email, name) => navigate(socialSignUpPath(search, email, name))}
          />
        )}
      </div>
    </div>
  );
}
