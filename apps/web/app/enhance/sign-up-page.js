// /user/sign-up's script (ADR 0058: the page ships no framework and its steps post without one): the sign-up checked as the
// visitor types, each step sent through the API, and the Google and Facebook buttons.
import { socialSignUpPath } from "../lib/sign-up-prefill.ts";
import { verificationPage } from "../lib/verification-page.ts";
import { enhanceSignUp } from "./sign-up-form.js";
import { enhanceSocialLogin } from "./social-login.js";

const card = document.querySelector("[data-sign-up]");
const { returnUrl, language } = JSON.parse(card.dataset.signUp);
enhanceSignUp(card, { onSuccess: (result) => window.location.assign(verificationPage(result, returnUrl, language)) });

const social = document.querySelector("[data-social-login]");
if (social) {
  const search = new URLSearchParams(window.location.search);
  enhanceSocialLogin(social, {
    loggedIn: () => window.location.assign(returnUrl || "/investar/download"),
    // An account with an authenticator already exists: its code step is on the login page.
    secondFactor: () => window.location.assign(returnUrl ? `/user/login?returnUrl=${encodeURIComponent(returnUrl)}` : "/user/login"),
    emailNotFound: (email, name) => window.location.assign(socialSignUpPath(search, email, name)),
  });
}
