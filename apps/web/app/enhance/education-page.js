// The education pages' few interactive bits, for pages served without React (ADR 0004, ADR 0017): the
// visitor's local time beside IST, the level/language filter, registering (logged in, or a visitor through
// the dialog), and the video player loaded only when play is pressed. Inlined with the page's CSP nonce.
import { sayValidation } from "../i18n/field-error-text.ts";
import { failureText, fetchAnswer } from "./fetch-answer.js";

(() => {
  // A translated page's words for what this script writes (EducationScript's data-texts); an English page sends none.
  const holder = document.querySelector("[data-education-texts]");
  const texts = holder ? JSON.parse(holder.dataset.educationTexts || "{}") : {};

  // Local time beside IST, when the visitor's clock differs. IST has no daylight saving, so a clock 330 minutes
  // ahead of UTC at that moment already reads IST: a visitor in India gets no formatter made, the first of which
  // costs a fresh page 40–100 ms of its main thread (docs/adr/0071-no-intl-at-page-load.md).
  const IST_OFFSET_MINUTES = -330;
  let local;
  document.querySelectorAll("[data-local-time]").forEach((time) => {
    const at = new Date(time.getAttribute("datetime"));
    const out = time.parentElement.querySelector("[data-local-time-out]");
    if (!out || Number.isNaN(at.getTime()) || at.getTimezoneOffset() === IST_OFFSET_MINUTES) return;
    local ??= new Intl.DateTimeFormat(undefined, {
      weekday: "short",
      day: "numeric",
      month: "short",
      hour: "numeric",
      minute: "2-digit",
      timeZoneName: "short",
    });
    out.textContent = texts.yourTime ? texts.yourTime.replace("{time}", local.format(at)) : `(${local.format(at)} your time)`;
    out.hidden = false;
  });

  // Filters by level and language: the cards are all on the page; the form's GET is the script-less fallback.
  const filters = document.querySelector("[data-webinar-filters]");
  if (filters) {
    const cards = Array.from(document.querySelectorAll("[data-webinar-card][data-filterable]"));
    const count = document.querySelector("[data-filter-count]");
    const empty = document.querySelector("[data-filter-empty]");
    filters.querySelectorAll("[data-filter-submit]").forEach((button) => (button.hidden = true));
    const apply = () => {
      const level = filters.elements.level.value;
      const language = filters.elements.language.value;
      let shown = 0;
      cards.forEach((card) => {
        card.hidden = (level !== "" && card.dataset.level !== level) || (language !== "" && card.dataset.language !== language);
        if (!card.hidden) shown += 1;
      });
      // The count in the page's words, one form per number (WebinarFilters' data-one and data-other).
      if (count) count.textContent = count.dataset[shown === 1 ? "one" : "other"].replace("{count}", String(shown));
      if (empty) empty.hidden = shown > 0;
      const url = new URL(window.location.href);
      [
        ["level", level],
        ["language", language],
      ].forEach(([name, value]) => (value ? url.searchParams.set(name, value) : url.searchParams.delete(name)));
      window.history.replaceState(null, "", url);
    };
    filters.addEventListener("change", apply);
    filters.addEventListener("submit", (event) => {
      event.preventDefault();
      apply();
    });
  }

  const post = (url, body) =>
    fetchAnswer(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  const registeredNote = (status) => {
    status.textContent =
      texts.registered ||
      "You are registered. The join link appears in My Webinars 30 minutes before the start; we have mailed you a calendar invitation.";
    const link = document.createElement("a");
    link.href = "/education/my-webinars";
    link.className = "button button--ghost";
    link.textContent = texts.openMine || "Open My Webinars";
    return link;
  };

  // A logged-in caller registers with one press.
  document.querySelectorAll("[data-register]").forEach((button) => {
    button.addEventListener("click", async () => {
      const status = button.closest("[data-webinar-card]").querySelector("[data-card-status]");
      button.disabled = true;
      const answer = await post("/api/payment/RegisterWebinarForFree", { webinarId: Number(button.dataset.register) });
      if (answer.ok) {
        button.replaceWith(registeredNote(status));
      } else {
        status.textContent = failureText(answer);
        button.disabled = false;
      }
    });
  });

  // A visitor gives name, email and mobile in the dialog: the account is created and the seat booked.
  const dialog = document.getElementById("webinar-register-dialog");
  if (dialog) {
    const form = dialog.querySelector("form");
    const status = dialog.querySelector("[data-dialog-status]");
    const submit = form.querySelector("[type=submit]");
    let opener = null;
    const clearErrors = () =>
      form.querySelectorAll("[data-field-error]").forEach((error) => {
        error.textContent = "";
        error.hidden = true;
        form.elements[error.dataset.fieldError].removeAttribute("aria-invalid");
      });
    document.querySelectorAll("[data-register-visitor]").forEach((link) => {
      link.addEventListener("click", (event) => {
        event.preventDefault();
        opener = link;
        form.elements.webinarId.value = link.dataset.registerVisitor;
        dialog.querySelector("[data-dialog-webinar]").textContent = link.dataset.title;
        clearErrors();
        status.textContent = "";
        form.hidden = false;
        dialog.showModal();
      });
    });
    dialog.addEventListener("close", () => opener && opener.focus({ preventScroll: true }));
    form.addEventListener("submit", async (event) => {
      event.preventDefault();
      clearErrors();
      // docs/business-rules.md#privacy-notice: no account without the 18+ declaration.
      const ageError = form.querySelector("[data-age-error]");
      ageError.hidden = form.elements.ageConfirmed.checked;
      if (!form.elements.ageConfirmed.checked) return form.elements.ageConfirmed.focus();
      submit.disabled = true;
      status.textContent = texts.registering || "Registering…";
      const fields = {
        FullName: form.elements.FullName.value,
        Email: form.elements.Email.value,
        MobileNo: form.elements.MobileNo.value,
        RegSrc: "Webinar",
        AgeConfirmed: form.elements.ageConfirmed.checked,
        MarketingKinds: [...form.querySelectorAll("input[name=marketingKinds]:checked")].map((box) => box.value),
      };
      const answer = await post(
        `/api/auth/registerForFreeWebinar?utmSource=webinar-page&webinarId=${encodeURIComponent(form.elements.webinarId.value)}`,
        fields,
      );
      submit.disabled = false;
      if (answer.ok && answer.data.webinarRegistration) {
        form.hidden = true;
        status.textContent =
          texts.seatBooked ||
          `${answer.data.message} Your seat is booked: open the link in that mail to set your password, then find the session in My Webinars.`;
        const card = opener && opener.closest("[data-webinar-card]");
        if (card) opener.replaceWith(registeredNote(card.querySelector("[data-card-status]")));
        return;
      }
      status.textContent = answer.ok
        ? texts.logInToRegister || `${answer.data.message} Log in to register for this webinar.`
        : failureText(answer);
      Object.entries(answer.data.errors || {}).forEach(([field, messages]) => {
        const error = form.querySelector(`[data-field-error="${field}"]`);
        if (!error || !form.elements[field]) return;
        error.textContent = sayValidation(texts.validation || {}, messages[0]);
        error.hidden = false;
        form.elements[field].setAttribute("aria-invalid", "true");
      });
      const invalid = form.querySelector("[aria-invalid=true]");
      if (invalid) invalid.focus();
    });
  }

  // Video facades: the provider's player (privacy-enhanced domain) loads only when play is pressed.
  document.querySelectorAll("[data-video-facade]").forEach((link) => {
    link.addEventListener("click", (event) => {
      event.preventDefault();
      const frame = document.createElement("iframe");
      frame.src = link.dataset.embed;
      frame.title = link.dataset.title;
      frame.className = "video-frame";
      frame.allow = "accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture; fullscreen";
      frame.allowFullscreen = true;
      frame.referrerPolicy = "strict-origin-when-cross-origin";
      link.replaceWith(frame);
      frame.focus();
    });
  });

  // A recording stops when its dialog closes.
  document.querySelectorAll("dialog video").forEach((video) => video.closest("dialog").addEventListener("close", () => video.pause()));
})();
