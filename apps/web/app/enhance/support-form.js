// The support desk's forms (components/support/support-request-form.tsx) on pages served without React:
// a problem report (multipart, with up to three attachments), feedback (JSON) and a broker request (multipart).
import { supportFormMessages } from "@investar/core/support-form-messages";
import { sayValidation } from "../i18n/field-error-text.ts";
import { callApi, clearErrors, formError, replaceWithDone, setBusy, showFailure } from "./api-form.js";

const text = (data, name) => String(data.get(name) || "").trim() || undefined;

/** The report's fields as the API reads them (its `report` part): each kind has its own. */
const report = (kind, data) =>
  kind === "problem"
    ? {
        subject: text(data, "subject"),
        description: text(data, "description"),
        softwareVersion: text(data, "softwareVersion"),
        name: text(data, "name"),
        mobileNumber: text(data, "mobileNumber"),
      }
    : {
        brokerName: text(data, "brokerName"),
        message: text(data, "message"),
        name: text(data, "name"),
        mobileNumber: text(data, "mobileNumber"),
      };

function send(kind, form, data) {
  const email = form.dataset.userEmail || String(data.get("email") || "");
  if (kind === "feedback") {
    return callApi("user/SendInvestarFeedback", {
      body: {
        subject: text(data, "subject"),
        message: text(data, "message"),
        rating: Number(data.get("rating")),
        email: form.dataset.userEmail ? undefined : email,
      },
    });
  }
  const body = new FormData();
  body.append("report", JSON.stringify(report(kind, data)));
  data.getAll("files").forEach((file) => file.name && body.append("files", file, file.name));
  return callApi(kind === "problem" ? "user/SendReportProblem" : "user/SendBrokerRequest", { body, query: { email } });
}

export function enhanceSupportForms() {
  document.querySelectorAll("[data-support-form]").forEach((form) => {
    const kind = form.dataset.supportForm;
    const button = form.querySelector("[type=submit]");
    // Field messages in the page's language, as the page gave them (docs/adr/0059-hindi-with-lingui.md#errors).
    const texts = JSON.parse(form.dataset.texts || "{}");
    const say = (message) => sayValidation(texts, message);
    form.addEventListener("submit", async (event) => {
      event.preventDefault();
      clearErrors(form);
      const data = new FormData(form);
      const max = Number(form.dataset.maxFiles);
      if (data.getAll("files").filter((file) => file.name).length > max)
        return formError(form, say(supportFormMessages.tooManyFiles(String(max))));
      setBusy(button, true);
      const answer = await send(kind, form, data);
      setBusy(button, false);
      if (answer.ok) replaceWithDone(form, answer.data);
      else showFailure(form, answer, say);
    });
  });
}
