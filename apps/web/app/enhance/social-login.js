// "Continue with Google" / "Continue with Facebook" on the login and sign-up pages served without React (ADR 0058): the same popup
// sign-in as components/account/social-login-buttons.tsx (lib/social-attempt.ts's attempt, popup and messages), completed by
// the same endpoints. The buttons come with this script: a sign-in whose token comes back in the address's fragment needs one.
import { callApi, failureMessage } from "./api-form.js";
import {
  beginSocialAttempt,
  facebookDialogUrl,
  googleAuthUrl,
  listenForLoginPopup,
  LOG_IN,
  nonceOf,
  openLoginPopup,
} from "../lib/social-attempt.ts";

/**
 * `group` is the [data-social-login] element; `on` says where the page goes: `loggedIn()`, `secondFactor(challenge)` (the code
 * step) and `emailNotFound(email, name)` (the sign-up with the address locked).
 */
export function enhanceSocialLogin(group, on) {
  const config = JSON.parse(group.dataset.socialLogin);
  const error = group.querySelector("[data-social-error]");
  const buttons = [...group.querySelectorAll("[data-provider]")];
  let attempt = null;
  const say = (message) => {
    error.textContent = message || "";
    error.hidden = !message;
  };
  const waiting = (provider) =>
    buttons.forEach((button) => {
      const name = button.dataset.provider === "google" ? "Google" : "Facebook";
      const busy = button.dataset.provider === provider;
      button.textContent = busy ? `Waiting for ${name}…` : `Continue with ${name}`;
      button.setAttribute("aria-busy", String(busy));
    });

  /** The answer of googleLogin or facebookLogin: a session, the code step, or an unknown Google address. */
  const completed = (answer) => {
    if (!answer.ok) return say(failureMessage(answer));
    if (answer.data.code === "SecondFactorRequired") return on.secondFactor(answer.data.challenge);
    if (answer.data.code === "EmailNotFound") return on.emailNotFound(answer.data.email, answer.data.name);
    on.loggedIn();
  };

  listenForLoginPopup(async (message) => {
    if (!attempt || message.state !== attempt.state) return;
    const started = attempt;
    attempt = null;
    if (message.type === "investar:google-credential") {
      if (nonceOf(message.credential) !== started.nonce) {
        waiting(null);
        return say("This Google sign-in does not belong to this page. Please try again.");
      }
      const answer = await callApi("auth/googleLogin", { query: { ip: "" }, body: { credential: message.credential } });
      waiting(null);
      return completed(answer);
    }
    waiting(null);
    if (message.type === "investar:social-login") on.loggedIn();
    else if (message.type === "investar:second-factor") on.secondFactor(message.challenge);
    else say(message.message);
  });

  buttons.forEach((button) => {
    button.hidden = false;
    button.addEventListener("click", async () => {
      say(null);
      const provider = button.dataset.provider;
      // The window opens on the click itself (pop-up blockers allow nothing later); Google's address waits for the server's nonce.
      const facebookAttempt = provider === "facebook" ? beginSocialAttempt(LOG_IN) : null;
      const popup = openLoginPopup(
        facebookAttempt ? facebookDialogUrl(config.facebookAppId, config.redirectUri, facebookAttempt) : "about:blank",
      );
      if (!popup) return say("Your browser blocked the login window. Allow pop-ups for this site and try again.");
      waiting(provider);
      if (facebookAttempt) {
        attempt = facebookAttempt;
        return;
      }
      const nonce = await callApi("auth/googleNonce", { method: "GET" });
      if (!nonce.ok) {
        popup.close();
        waiting(null);
        return say(failureMessage(nonce));
      }
      attempt = beginSocialAttempt(LOG_IN, nonce.data.nonce);
      popup.location.href = googleAuthUrl(config.googleClientId, config.redirectUri, attempt);
    });
  });
}
