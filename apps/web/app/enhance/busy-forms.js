// Forms the browser posts itself (ADR 0058) marked [data-busy-form]: their button says it is busy while the next page loads.
import { setBusy } from "./api-form.js";

export function enhanceBusyForms() {
  document.querySelectorAll("[data-busy-form]").forEach((form) =>
    form.addEventListener("submit", () => {
      const button = form.querySelector("[type=submit]");
      if (button) setBusy(button, true);
    }),
  );
}
