import type { WebLoadContext } from "@investar/contract/pages/load-context";
import { data } from "react-router";
import type { SupportFormKind } from "../../components/support/support-request-form.tsx";
import type { PageText } from "../../i18n/page-locale.ts";
import { callFromForm, formValues, refused, type FormOutcome } from "./form-action.ts";

/** Each kind's text fields, as the form names them (components/support/support-request-form.tsx). */
const FIELDS: Record<SupportFormKind, readonly string[]> = {
  problem: ["email", "subject", "description", "softwareVersion", "name", "mobileNumber"],
  feedback: ["email", "subject", "message", "rating"],
  "broker-request": ["email", "brokerName", "message", "name", "mobileNumber"],
};

const isKind = (value: unknown): value is SupportFormKind => typeof value === "string" && value in FIELDS;
const optional = (value: string | undefined) => value || undefined;

/**
 * A support form posted without JavaScript: the same call enhance/support-form.js makes (a problem report or broker request
 * as multipart with its `report` JSON and the attachments, feedback as JSON), answered with the page showing the desk's
 * reference, or the refusal beside the form. A logged-in customer's email is their account's, as the script sends it.
 */
export async function supportFormAction(
  context: WebLoadContext,
  form: FormData,
  kinds: readonly SupportFormKind[],
  /** The page's texts (i18n/action-text.server.ts), for a refusal in the page's language. */
  text?: PageText,
) {
  const kind = form.get("form");
  if (!isKind(kind) || !kinds.includes(kind)) throw data("This form is not on this page.", { status: 400 });
  const values = formValues(form, FIELDS[kind]);
  const email = context.user?.email ?? values.email ?? "";
  let answer;
  if (kind === "feedback") {
    answer = await callFromForm(context, {
      path: "user/SendInvestarFeedback",
      body: {
        subject: optional(values.subject),
        message: optional(values.message),
        rating: Number(values.rating),
        email: context.user ? undefined : email,
      },
    });
  } else {
    const report = Object.fromEntries(FIELDS[kind].filter((name) => name !== "email").map((name) => [name, optional(values[name])]));
    const body = new FormData();
    body.append("report", JSON.stringify(report));
    for (const file of form.getAll("files")) if (file instanceof File && file.name) body.append("files", file, file.name);
    answer = await callFromForm(context, {
      path: kind === "problem" ? "user/SendReportProblem" : "user/SendBrokerRequest",
      query: { email },
      body,
    });
  }
  if (!answer.ok) return refused(kind, values, answer, text);
  const outcome: FormOutcome = { form: kind, values, message: null, fields: {}, done: answer.data as Record<string, unknown> };
  return outcome;
}
