// /confirm-email's script (ADR 0058: the page ships no framework and its forms post without one): the new password checked before
// it goes, the busy buttons, and the email-change marker cleared once an address is verified, as the React page cleared it.
import { setEmailChangedMarker } from "../lib/client-session.ts";
import { enhanceBusyForms } from "./busy-forms.js";
import { enhanceNewPasswordForms } from "./new-password-form.js";

enhanceNewPasswordForms();
enhanceBusyForms();
document.querySelectorAll("[data-email-verified]").forEach((link) => link.addEventListener("click", () => setEmailChangedMarker(null)));
