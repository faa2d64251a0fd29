// The Windows download buttons (components/setup-download-button.tsx), for pages served without React (ADR 0004).
// Inlined once per page with its CSP nonce. Toasts go through static-page.js's "investar:toast" event.
import { failureText, fetchAnswer } from "./fetch-answer.js";

(() => {
  const toast = (message, kind) => document.dispatchEvent(new CustomEvent("investar:toast", { detail: { message, kind } }));
  const DOWNLOAD_FAILED = "There is some error in downloading the file.";

  // A wide screen can still be a phone or a tablet: those say so in their user agent.
  const mobileAgent =
    (navigator.userAgentData && navigator.userAgentData.mobile) || /Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent);
  if (mobileAgent) document.querySelectorAll("[data-setup-download]").forEach((box) => (box.dataset.device = "phone"));

  // docs/business-rules.md#download-messages: a quick HEAD says whether a build is published; then the browser's own
  // download manager fetches the file from the link (progress, pause and resume), never this page's memory.
  document.querySelectorAll("[data-download-setup]").forEach((link) => {
    link.addEventListener("click", async (event) => {
      event.preventDefault();
      if (link.getAttribute("aria-disabled") === "true") return;
      link.setAttribute("aria-disabled", "true");
      try {
        const response = await fetch(link.href, {
          method: "HEAD",
          credentials: "same-origin",
          headers: { accept: "application/octet-stream" },
        });
        const type = (response.headers.get("content-type") || "").toLowerCase();
        if (!response.ok || !type.includes("application/octet-stream")) throw new Error("no setup");
        const save = document.createElement("a");
        save.href = link.href;
        save.download = "";
        save.hidden = true;
        document.body.append(save);
        save.click();
        save.remove();
        toast("File download started.", "success");
      } catch {
        toast(DOWNLOAD_FAILED, "error");
      } finally {
        link.removeAttribute("aria-disabled");
      }
    });
  });

  // On a phone: the download page's link by email, to the account (SendDownloadStepsEmail) or to an address typed in (SendDownloadLink).

  document.querySelectorAll("[data-email-setup-link]").forEach((form) => {
    const userId = form.dataset.emailSetupLink;
    const input = form.elements.email;
    const error = form.querySelector("[data-field-error]");
    const submit = form.querySelector("button[type=submit]");
    const showError = (message) => {
      if (!input) return toast(message, "error");
      error.textContent = message;
      error.hidden = false;
      input.setAttribute("aria-invalid", "true");
      input.focus();
    };
    form.addEventListener("submit", async (event) => {
      event.preventDefault();
      if (input) {
        error.hidden = true;
        input.removeAttribute("aria-invalid");
        if (!input.value.trim()) return showError("Enter your email address.");
      }
      submit.disabled = true;
      submit.setAttribute("aria-busy", "true");
      const answer = userId
        ? await fetchAnswer(`/api/auth/SendDownloadStepsEmail?userId=${encodeURIComponent(userId)}`, { method: "GET" })
        : await fetchAnswer("/api/auth/SendDownloadLink", {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ email: input.value.trim() }),
          });
      submit.disabled = false;
      submit.removeAttribute("aria-busy");
      if (answer.ok) toast(answer.data.message, "success");
      else showError((answer.data.errors && answer.data.errors.email && answer.data.errors.email[0]) || failureText(answer));
    });
  });
})();
