import { useSearchParams } from "react-router";
import type { Route } from "./+types/sign-up";
import type { RouteHandle } from "../../root.tsx";
import { StaticSignUpForm } from "../../components/account/static-sign-up-form.tsx";
import { StaticSocialLogin } from "../../components/account/static-social-login.tsx";
import { InlineScript } from "../../components/inline-script.tsx";
import signUpScript from "../../enhance/sign-up-page.js?enhance";
import { useI18n } from "../../i18n/page-locale.ts";
import { appContext } from "../../load-context.ts";
import { signUpAction } from "../../lib/forms/sign-up-action.ts";
import { translatedMeta } from "../../lib/translated-meta.ts";
import { pageMessages } from "../../lib/page-messages.server.ts";
import { signUpPrefill } from "../../lib/sign-up-prefill.ts";
import "../../styles/account-forms.css";

/** Served without React (ADR 0058): both steps post to this page without a script, and its small script only improves them. */
export const handle: RouteHandle = { hydrate: false };

const sourceOf = (search: URLSearchParams) => (search.get("src") === "lpage" ? "FacebookAds" : "Normal");

export function loader(args: Route.LoaderArgs) {
  return { social: args.context.get(appContext).services.getSocialLoginConfig(), messages: pageMessages(args, ["auth"]) };
}

export async function action({ context, request }: Route.ActionArgs) {
  return signUpAction(context.get(appContext), request, sourceOf(new URL(request.url).searchParams));
}

export function meta({ matches }: Route.MetaArgs) {
  return translatedMeta(matches, { key: "auth.signUp", path: "/user/sign-up" });
}

export default function SignUp({ loaderData, actionData }: Route.ComponentProps) {
  const [search] = useSearchParams();
  const { t } = useI18n();
  // Where the visitor was going (docs/business-rules.md#sign-up-prefill): the activation mail and this page's social sign-in lead back there.
  const prefill = signUpPrefill(search, sourceOf(search));
  return (
    <div className="auth-page">
      <section className="auth-page__pitch">
        <span className="eyebrow">{t("auth.signUp.eyebrow")}</span>
        <h1>{t("auth.signUp.heading")}</h1>
        <ul className="check-list">
          <li>{t("auth.signUp.point1")}</li>
          <li>{t("auth.signUp.point2")}</li>
          <li>{t("auth.signUp.point3")}</li>
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
