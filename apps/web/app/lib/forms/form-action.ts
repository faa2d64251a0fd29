import type { FormApiAnswer, FormApiCall, WebLoadContext } from "@investar/contract/pages/load-context";
import { data, redirect } from "react-router";
import { apiErrorMessage } from "../api-error-message.ts";
import { errorText } from "../../i18n/error-text.ts";
import type { PageText } from "../../i18n/page-locale.ts";

/**
 * A form posted without JavaScript (docs/adr/0058-forms-without-javascript.md): the page's action sends the fields to the
 * endpoint its script would call and shows the answer the same way — the message the generic handler gives, each field's
 * own message next to it, the values typed kept (passwords never: they are not echoed into the page).
 */
export interface FormOutcome<Values extends Record<string, string> = Record<string, string>> {
  /** Which form of the page was sent (its hidden `form` field), when a page has several. */
  form: string;
  values: Values;
  /** The form's own notice: a refusal's message, or null. */
  message: string | null;
  /** Messages by field name, the first the API gave for each. */
  fields: Record<string, string>;
  /** What the call answered when it succeeded (a reference number, a challenge…). */
  done?: Record<string, unknown>;
}

/** The text fields of a posted form, trimmed as the scripts trim them; files and passwords are left out. */
export function formValues(form: FormData, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, String(form.get(name) ?? "").trim()]));
}

export type ApiAnswer = FormApiAnswer & { ok: boolean };

export async function callFromForm(context: WebLoadContext, call: FormApiCall): Promise<ApiAnswer> {
  const answer = await context.callApi(call);
  return { ...answer, ok: answer.status >= 200 && answer.status < 300 };
}

/**
 * The refusal's texts, as enhance/api-form.js's showFailure and useForm show them; given the page's text (i18n/action-text.server.ts),
 * the message is the answer's code's `apiError.<code>` in the page's language (docs/adr/0059-hindi-with-lingui.md#errors).
 */
export function failureOf(answer: FormApiAnswer, text?: PageText): { message: string; fields: Record<string, string> } {
  const headers = { get: (name: string) => (name.toLowerCase() === "application-error" ? answer.applicationError : null) };
  const said = apiErrorMessage({ status: answer.status, headers, body: answer.data });
  const code = (answer.data as { code?: unknown } | undefined)?.code;
  const message = text ? errorText(text, "apiError", { code: typeof code === "string" ? code : null, message: said }) : said;
  const errors = (answer.data as { errors?: Record<string, string | string[]> } | undefined)?.errors ?? {};
  const fields = Object.fromEntries(Object.entries(errors).map(([name, messages]) => [name, ([] as string[]).concat(messages)[0] ?? ""]));
  return { message, fields };
}

/** The page again with the refusal: 400 for bad input (422 would do too; browsers show either), 429 kept for a limit. */
export function refused<Values extends Record<string, string>>(form: string, values: Values, answer: FormApiAnswer, text?: PageText) {
  const { message, fields } = failureOf(answer, text);
  const outcome: FormOutcome<Values> = { form, values, message, fields };
  return data(outcome, { status: answer.status === 429 ? 429 : 400 });
}

/** A refusal decided on the page itself (a rule from @investar/core checked before any call, as the script checks it). */
export function invalid<Values extends Record<string, string>>(form: string, values: Values, message: string | null, fields = {}) {
  const outcome: FormOutcome<Values> = { form, values, message, fields };
  return data(outcome, { status: 400 });
}

/** Moves on after a success, passing the API's cookies (the session on login) to the browser. */
export function redirectWith(location: string, answer?: FormApiAnswer) {
  const headers = new Headers();
  for (const cookie of answer?.cookies ?? []) headers.append("set-cookie", cookie);
  return redirect(location, { headers });
}
