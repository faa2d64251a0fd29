import { useSearchParams } from "react-router";
import type { Route } from "./+types/sign-up";
import type { RouteHandle } from "../../root.tsx";
import { StaticSignUpForm } from "../../components/account/static-sign-up-form.tsx";
import { StaticSocialLogin } from "../../components/account/static-social-login.tsx";
import { InlineScript } from "../../components/inline-script.tsx";
import signUpScript from "../../enhance/sign-up-page.js?enhance";
import { appContext } from "../../load-context.ts";
import { signUpAction } from "../../lib/forms/sign-up-action.ts";
import { pageMeta, publicUrlFrom } from "../../lib/page-meta.ts";
import { signUpPrefill } from "../../lib/sign-up-prefill.ts";
import "../../styles/account-forms.css";

/** Served without React (ADR 0058): both steps post to this page without a script, and its small script only improves them. */
export const handle: RouteHandle = { hydrate: false };

const sourceOf = (search: URLSearchParams) => (search.get("src") === "lpage" ? "FacebookAds" : "Normal");

export function loader({ context }: Route.LoaderArgs) {
  return { social: context.get(appContext).services.getSocialLoginConfig() };
}

export async function action({ context, request }: Route.ActionArgs) {
  return signUpAction(context.get(appContext), request, sourceOf(new URL(request.url).searchParams));
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Sign up for the 7-day free trial | Investar",
    description: "Create your Investar account and try every feature of the Pro plan free for 7 days. No card needed.",
    path: "/user/sign-up",
    publicUrl: publicUrlFrom(matches),
  });
}

export default function SignUp({ loaderData, actionData }: Route.ComponentProps) {
  const [search] = useSearchParams();
  // Where the visitor was going (docs/business-rules.md#sign-up-prefill): the activation mail and this page's social sign-in lead back there.
  const prefill = signUpPrefill(search, sourceOf(search));
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
        <StaticSignUpForm prefill={prefill} posts outcome={actionData} />
        {search.get("email") ? null : <StaticSocialLogin {...loaderData.social} />}
      </div>
      <InlineScript source={signUpScript} />
    </div>
  );
}
