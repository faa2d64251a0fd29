import type { SocialLoginButtonsProps } from "./social-login-buttons.tsx";

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
  if (!googleClientId && !facebookAppId) return null;
  return (
    <div
      className="social-login"
      role="group"
      aria-label="Log in with another account"
      data-social-login={JSON.stringify({ googleClientId, facebookAppId, redirectUri })}
    >
      {googleClientId ? (
        <button type="button" className="button button--ghost social-login__button" data-provider="google" hidden>
          Continue with Google
        </button>
      ) : null}
      {facebookAppId ? (
        <button type="button" className="button button--ghost social-login__button" data-provider="facebook" hidden>
          Continue with Facebook
        </button>
      ) : null}
      <p className="field__error" role="alert" data-social-error="" hidden />
    </div>
  );
}
