// /tool-sign-up's script (ADR 0058: the page ships no framework and its steps post without one): the sign-up checked and sent as
// the visitor types, and the "Sign Up Complete" modal in the page's place of a redirect.
import { enhanceSignUp } from "./sign-up-form.js";

const card = document.querySelector("[data-sign-up]");
enhanceSignUp(card, {
  onSuccess: ({ email }) => {
    const dialog = document.importNode(document.querySelector("template[data-sign-up-complete]").content, true).firstElementChild;
    dialog.querySelector("[data-slot=email]").textContent = email;
    document.body.append(dialog);
    dialog.addEventListener("close", () => window.location.replace(window.location.href));
    dialog.showModal();
  },
});
