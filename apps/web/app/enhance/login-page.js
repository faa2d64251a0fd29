// /user/login's script (ADR 0058: the page ships no framework and its forms post without one): the missing fields said before the
// post, as the React form said them, the busy buttons, and the Google and Facebook buttons.
import { socialSignUpPath } from "../lib/sign-up-prefill.ts";
import { setBusy } from "./api-form.js";
import { enhanceBusyForms } from "./busy-forms.js";
import { enhanceSocialLogin } from "./social-login.js";

const { returnUrl } = JSON.parse(document.querySelector("[data-login]").dataset.login);

const login = document.querySelector("[data-login-form]");
if (login) {
  login.addEventListener("submit", (event) => {
    const notice = login.querySelector("[data-form-error]");
    const missing = !login.elements["login-username"].value.trim() || !login.elements["login-password"].value;
    // The message in the page's language, as the page wrote it (docs/adr/0059-hindi-with-lingui.md).
    notice.textContent = missing ? notice.dataset.missing : "";
    notice.hidden = !missing;
    if (missing) return event.preventDefault();
    setBusy(login.querySelector("[type=submit]"), true);
  });
}
enhanceBusyForms();

/** The code step of an account with an authenticator, for a social sign-in's challenge: the page's action shows it. */
const askForCode = (challenge) => {
  const form = document.createElement("form");
  form.method = "post";
  for (const [name, value] of [
    ["form", "second-factor-start"],
    ["challenge", challenge],
  ]) {
    const input = document.createElement("input");
    input.type = "hidden";
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
};

const social = document.querySelector("[data-social-login]");
if (social) {
  enhanceSocialLogin(social, {
    loggedIn: () => window.location.assign(returnUrl),
    secondFactor: askForCode,
    emailNotFound: (email, name) => window.location.assign(socialSignUpPath(new URLSearchParams(window.location.search), email, name)),
  });
}
