// /support's script (ADR 0004: the page ships no framework): its problem-report and feedback forms.
import { enhanceSupportForms } from "./support-form.js";

enhanceSupportForms();
