import type { WebLoadContext } from "@investar/contract/pages/load-context";
import { validateEmail } from "@investar/core";
import { actionText } from "../../i18n/action-text.server.ts";
import { isSecondFactorChallenge, TWO_FACTOR_PAGE } from "../second-factor.ts";
import { LOGIN_FIELDS, loginReturnPath } from "./login-fields.ts";
import { callFromForm, failureOf, invalid, redirectWith, type FormOutcome } from "./form-action.ts";

/**
 * docs/business-rules.md#login-and-logout posted without a script (ADR 0058): the password step (auth/login, whose session cookie is
 * passed on), the authenticator's code step when the account has one (auth/loginTwoFactor, its challenge kept in the form), and
 * "Forgot your user id?" (auth/SendDraftWithCredentials). The password is never sent back into the page, and never in an address.
 */
export async function loginAction(context: WebLoadContext, request: Request) {
  const returnUrl = loginReturnPath(new URL(request.url).searchParams);
  const form = await request.formData();
  const pageText = actionText(context, request, ["auth"]);
  const text = (name: string) => String(form.get(name) ?? "").trim();

  if (form.get("form") === "forgot-user-id") {
    const email = text(LOGIN_FIELDS.forgotEmail);
    const values = { [LOGIN_FIELDS.forgotEmail]: email };
    const problem = validateEmail(email, context.vendorEmailDomain);
    if (problem) return invalid("forgot-user-id", values, null, { [LOGIN_FIELDS.forgotEmail]: problem });
    const answer = await callFromForm(context, { method: "GET", path: "auth/SendDraftWithCredentials", query: { email } });
    if (!answer.ok) return invalid("forgot-user-id", values, failureOf(answer, pageText).message);
    return redirectWith(`/claim-email?em=${encodeURIComponent(email)}`);
  }

  if (form.get("form") === "second-factor" || form.get("form") === "second-factor-start") {
    const challenge = String(form.get("challenge") ?? "");
    const code = text(LOGIN_FIELDS.code);
    const step = (message: string | null, expired = false) => {
      const fields: Record<string, string> = message ? { [LOGIN_FIELDS.code]: message } : {};
      const outcome: FormOutcome = { form: "second-factor", values: {}, message: null, fields, done: { challenge, expired } };
      return outcome;
    };
    // A Google or Facebook sign-in of an account with an authenticator (enhance/login-page.js): the code step for its challenge.
    if (form.get("form") === "second-factor-start") return step(null);
    if (!code) return step(pageText.t("auth.secondFactor.codeNeeded"));
    const answer = await callFromForm(context, { path: "auth/loginTwoFactor", body: { challenge, code } });
    if (!answer.ok) return step(failureOf(answer, pageText).message, answer.status === 401);
    return redirectWith(returnUrl, answer);
  }

  const userName = text(LOGIN_FIELDS.userName);
  const password = String(form.get(LOGIN_FIELDS.password) ?? "");
  const values = { [LOGIN_FIELDS.userName]: userName };
  if (!userName || !password) return invalid("login", values, pageText.t("auth.login.missing"));
  const answer = await callFromForm(context, { path: "auth/login", query: { ip: "" }, body: { userName, password } });
  if (!answer.ok) return invalid("login", values, failureOf(answer, pageText).message);
  if (isSecondFactorChallenge(answer.data)) {
    const outcome: FormOutcome = {
      form: "second-factor",
      values: {},
      message: null,
      fields: {},
      done: { challenge: answer.data.challenge },
    };
    return outcome;
  }
  // ADMIN_2FA=required sends an admin without an authenticator to enrol first.
  return redirectWith((answer.data as { mustEnrolTwoFactor?: boolean }).mustEnrolTwoFactor ? TWO_FACTOR_PAGE : returnUrl, answer);
}
