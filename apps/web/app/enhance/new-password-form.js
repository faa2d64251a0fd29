// A new password posted by the browser (components/account/static-new-password-form.tsx, ADR 0058): checked with core's rule before
// it goes, as the React form checks it, and the button busy while the page answers.
import { validateNewPassword } from "@investar/core";
import { sayValidation } from "../i18n/field-error-text.ts";
import { clearErrors, fieldError, setBusy } from "./api-form.js";

export function enhanceNewPasswordForms() {
  document.querySelectorAll("[data-new-password-form]").forEach((form) => {
    const password = form.querySelector("#new-password");
    const confirm = form.querySelector("#confirm-password");
    // A message in the page's language, as the page gave it (docs/adr/0059-hindi-with-lingui.md#errors).
    const texts = JSON.parse(form.dataset.texts || "{}");
    form.addEventListener("submit", (event) => {
      clearErrors(form);
      const problem = validateNewPassword(password.value);
      const differs = confirm.value !== password.value ? form.dataset.differs : null;
      fieldError(password, sayValidation(texts, problem));
      fieldError(confirm, differs);
      if (problem || differs) {
        event.preventDefault();
        (problem ? password : confirm).focus();
        return;
      }
      setBusy(form.querySelector("[type=submit]"), true);
    });
  });
}
