// docs/business-rules.md#sign-up-form 'Sign up for Free Trial' on a page served without React
// (components/account/static-sign-up-form.tsx): the same rules and messages as the React form, from @investar/core.
import { messages, normalizeMobile, validateEmail, validateMobile, validateName } from "@investar/core";
import { sayValidation } from "../i18n/field-error-text.ts";
import { callApi, failureMessage, fieldError, setBusy, toast } from "./api-form.js";

/**
 * Enhances the sign-up card `card` (its data-sign-up says which call to make). `query()` adds to the call's query
 * what the page decides at the last moment; `onSuccess({ userId, email })` follows a fresh registration.
 */
export function enhanceSignUp(card, { query = () => ({}), onSuccess }) {
  const config = JSON.parse(card.dataset.signUp);
  // A rule's English message in the page's language (docs/adr/0059-hindi-with-lingui.md#errors): the page gives the texts.
  const say = (message) => sayValidation(config.texts, message);
  // The step on the page, and the other from its template: step 1 first, or step 2 after a post without a script (ADR 0058).
  const step = (name) =>
    card.querySelector(`form[data-step=${name}]`) ||
    document.importNode(card.querySelector(`template[data-${name}-step]`).content, true).firstElementChild;
  const emailStep = step("email");
  const detailsStep = step("details");
  const email = emailStep.querySelector("#signup-email");
  const name = detailsStep.querySelector("#signup-name");
  const mobile = detailsStep.querySelector("#signup-mobile");
  const next = emailStep.querySelector("[type=submit]");
  const signUp = detailsStep.querySelector("[type=submit]");
  // The server renders Next disabled until a script takes the form over (components/account/sign-up-steps.tsx).
  next.disabled = false;
  // As in the React form: a field's message shows once it was left (or a step was submitted), then follows the typing.
  const touched = new Set();
  let registered = null;
  let submitting = false;
  const rules = [
    [email, () => validateEmail(email.value, config.vendorEmailDomain) || registered],
    [name, () => validateName(name.value)],
    [mobile, () => validateMobile(mobile.value)],
  ];
  const detailsValid = () => !validateName(name.value) && !validateMobile(mobile.value);
  const refresh = () => {
    rules.forEach(([input, rule]) => fieldError(input, touched.has(input) ? say(rule()) : null));
    emailStep.querySelector("[data-registered-hint]").hidden = !registered;
    signUp.disabled = submitting || !detailsValid();
  };
  signUp.disabled = !detailsValid();
  rules.forEach(([input]) => {
    input.addEventListener("input", () => {
      if (input === email) registered = null;
      refresh();
    });
    input.addEventListener("blur", () => {
      touched.add(input);
      refresh();
    });
  });

  if (config.referralToken) {
    callApi("auth/GetDecryptedEmailFromReferral", { method: "GET", query: { encryptedEmail: config.referralToken } }).then((answer) => {
      if (!answer.ok) toast(config.invitationInvalid, "error");
      else if (answer.data[0]) email.value = answer.data[0];
    });
  }

  // One step on the page at a time, as in the React form; the other keeps its values off the page.
  const showStep = (details) => {
    (details ? emailStep : detailsStep).replaceWith(details ? detailsStep : emailStep);
    (details ? name : email).focus();
  };
  const back = detailsStep.querySelector("[data-back]");
  if (back) back.addEventListener("click", () => showStep(false));

  emailStep.addEventListener("submit", async (event) => {
    event.preventDefault();
    touched.add(email);
    refresh();
    if (validateEmail(email.value, config.vendorEmailDomain)) return;
    setBusy(next, true);
    const answer = await callApi("auth/IsEmailExist", { method: "GET", query: { email: email.value.trim() } });
    setBusy(next, false);
    if (!answer.ok) return toast(failureMessage(answer), "error");
    registered = answer.data !== 0 ? messages.emailRegistered(config.vendorEmailDomain) : null;
    refresh();
    if (registered) return;
    detailsStep.querySelector("[data-chosen-email]").textContent = email.value;
    const chosen = detailsStep.querySelector("[data-chosen-email-field]");
    if (chosen) chosen.value = email.value;
    showStep(true);
  });

  // docs/business-rules.md#privacy-notice: no account without the 18+ declaration; its refusal shows under its box.
  const age = detailsStep.elements.ageConfirmed;
  const ageError = detailsStep.querySelector("[data-age-error]");
  const showAgeError = (shown) => {
    ageError.hidden = !shown;
    if (shown) age.setAttribute("aria-invalid", "true");
    else age.removeAttribute("aria-invalid");
  };
  age.addEventListener("change", () => showAgeError(false));

  detailsStep.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (!detailsValid()) {
      rules.forEach(([input]) => touched.add(input));
      return refresh();
    }
    if (!age.checked) return showAgeError(true);
    submitting = true;
    setBusy(signUp, true);
    const answer = await callApi(config.path, {
      query: { ...config.query, ...query() },
      body: {
        FullName: name.value.trim(),
        Email: email.value.trim(),
        Password: "",
        City: "",
        MobileNo: normalizeMobile(mobile.value),
        RegSrc: config.regSrc,
        AgeConfirmed: age.checked,
        MarketingKinds: [...detailsStep.querySelectorAll("input[name=marketingKinds]:checked")].map((box) => box.value),
        ...(config.referrerCode ? { ReferrerCode: config.referrerCode } : {}),
      },
    });
    if (answer.ok && answer.data.category === "FreshRegistration" && answer.data.userId) {
      return onSuccess({ userId: answer.data.userId, email: email.value.trim() });
    }
    submitting = false;
    setBusy(signUp, false);
    refresh();
    toast(answer.ok ? answer.data.message : failureMessage(answer), "error");
  });
}
