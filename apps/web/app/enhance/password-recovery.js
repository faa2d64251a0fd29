// /my-investar/password-recovery's script (ADR 0058: the page ships no framework and its forms post without one): the new password
// checked before it goes, and the busy buttons.
import { enhanceBusyForms } from "./busy-forms.js";
import { enhanceNewPasswordForms } from "./new-password-form.js";

enhanceNewPasswordForms();
enhanceBusyForms();
