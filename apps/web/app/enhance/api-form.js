// What the forms of pages served without React share (ADR 0004): calling the API, the busy button and the global
// spinner, the toasts of static-page.js, and the errors: the form's notice and each field's message, linked for
// screen readers as components/form-field.tsx links them. Bundled into each page's script (vite.config.ts).
import { apiErrorMessage } from "../lib/api-error-message.ts";

const spinner = () => document.querySelector(".global-spinner");
let calls = 0;
const track = (delta) => {
  calls += delta;
  const element = spinner();
  if (!element) return;
  element.dataset.active = String(calls > 0);
  element.setAttribute("aria-hidden", String(calls === 0));
  if (calls > 0 && !element.firstChild) element.innerHTML = '<span class="global-spinner__wheel"></span>';
  if (calls === 0) element.replaceChildren();
};

/** One call to /api: JSON or, for uploads, FormData (multipart with its boundary). Never throws: a network failure is status 0. */
export async function callApi(path, { method = "POST", query, body } = {}) {
  const params = new URLSearchParams();
  Object.entries(query || {}).forEach(([key, value]) => value !== undefined && value !== null && params.set(key, String(value)));
  const search = params.toString();
  const upload = body instanceof FormData;
  track(1);
  try {
    const response = await fetch(`/api/${path}${search ? `?${search}` : ""}`, {
      method,
      credentials: "same-origin",
      headers:
        body === undefined || upload ? { accept: "application/json" } : { accept: "application/json", "content-type": "application/json" },
      body: body === undefined || upload ? body : JSON.stringify(body),
    });
    const json = (response.headers.get("content-type") || "").includes("json");
    const data = json ? await response.json().catch(() => undefined) : await response.text();
    return { ok: response.ok, status: response.status, headers: response.headers, data };
  } catch (error) {
    return { ok: false, status: 0, error };
  } finally {
    track(-1);
  }
}

/** The text a user reads for a failed call: the same generic handler as the React pages. */
export const failureMessage = (answer) =>
  apiErrorMessage(answer.error || { status: answer.status, headers: answer.headers, body: answer.data });

/** SPEC's toasts, shown by static-page.js. */
export const toast = (message, kind) => document.dispatchEvent(new CustomEvent("investar:toast", { detail: { message, kind } }));

/** A submit button while its call runs: disabled, aria-busy, and its data-busy-text ("Sending…") in place of its label. */
export function setBusy(button, busy) {
  if (busy && !button.dataset.idleText) button.dataset.idleText = button.textContent;
  button.textContent = busy ? button.dataset.busyText : button.dataset.idleText;
  button.disabled = busy;
  button.setAttribute("aria-busy", String(busy));
}

const describedBy = (input, id, on) => {
  const ids = (input.getAttribute("aria-describedby") || "").split(" ").filter((value) => value && value !== id);
  if (on) ids.unshift(id);
  if (ids.length) input.setAttribute("aria-describedby", ids.join(" "));
  else input.removeAttribute("aria-describedby");
};

/** A field's message under it (null clears it); `announce` makes it an alert, as components/form-field.tsx's are. */
export function fieldError(input, message, announce = true) {
  const id = `${input.id}-error`;
  // Looked up beside the field, not in the document: a step of a form may be off the page while it is checked.
  let error = input.closest(".field").querySelector(`[id="${id}"]`);
  if (!message) {
    if (error) error.remove();
    input.removeAttribute("aria-invalid");
    describedBy(input, id, false);
    return;
  }
  if (!error) {
    error = document.createElement("p");
    error.id = id;
    error.className = "field__error";
    input.closest(".field").append(error);
  }
  if (announce) error.setAttribute("role", "alert");
  // Set only when it changes, so that an alert is not announced again on every key press.
  if (error.textContent !== message) error.textContent = message;
  input.setAttribute("aria-invalid", "true");
  describedBy(input, id, true);
}

/** The form's own notice (components/limit-notice.tsx's slot): shown with a message, hidden with null. */
export function formError(form, message) {
  const notice = form.querySelector("[data-form-error]");
  notice.textContent = message || "";
  notice.hidden = !message;
}

/** Clears the last try's errors before the next one. */
export function clearErrors(form) {
  formError(form, null);
  Array.from(form.elements).forEach((input) => input.id && fieldError(input, null));
}

/**
 * A refused call: its message in the form's notice, and the fields the API named (`{ message, errors }` on 400)
 * marked and described; focus goes to the first of them. Their messages are not alerts: the notice already is one.
 * `say` gives a message in the page's language (i18n/field-error-text.ts' sayValidation), or as it is.
 */
export function showFailure(form, answer, say = (message) => message) {
  formError(form, say(failureMessage(answer)));
  const fields = (answer.data && answer.data.errors) || {};
  Object.entries(fields).forEach(([name, messages]) => {
    const input = form.elements[name];
    if (input && input.id) fieldError(input, say([].concat(messages)[0]), false);
  });
  const invalid = form.querySelector("[aria-invalid=true]");
  if (invalid) invalid.focus();
}

/** A form's success notice from the <template> right after it, with `fill` setting its [data-slot] texts; it takes the form's place. */
export function replaceWithDone(form, fill) {
  const done = form.nextElementSibling.content.firstElementChild.cloneNode(true);
  done.querySelectorAll("[data-slot]").forEach((slot) => (slot.textContent = fill[slot.dataset.slot]));
  form.replaceWith(done);
}
