import type { SocialLoginButtonsProps } from "./social-login-buttons.tsx";
import { useI18n } from "../../i18n/page-locale.ts";

/**
 * SocialLoginButtons' markup for a page served without React (ADR 0058): the same group and buttons, run by enhance/social-login.js.
 * They stay hidden until that script shows them: the providers hand their token back in the address's fragment, which only a
 * script can read, so without one there is no button that could not work.
 */
export function StaticSocialLogin({
  googleClientId,
  facebookAppId,
  redirectUri,
}: Pick<SocialLoginButtonsProps, "googleClientId" | "facebookAppId" | "redirectUri">) {
  const { t } = useI18n();
  if (!googleClientId && !facebookAppId) return null;
  return (
    <div
      className="social-login"
      role="group"
      aria-label={t("auth.social.group")}
      data-social-login={JSON.stringify({ googleClientId, facebookAppId, redirectUri })}
    >
      {googleClientId ? (
        <button type="button" className="button button--ghost social-login__button" data-provider="google" hidden>
          {t("auth.social.google")}
        </button>
      ) : null}
      {facebookAppId ? (
        <button type="button" className="button button--ghost social-login__button" data-provider="facebook" hidden>
          {t("auth.social.facebook")}
        </button>
      ) : null}
      <p className="field__error" role="alert" data-social-error="" hidden />
    </div>
  );
}
