import { validateNewPassword } from "@investar/core";
import { NEW_PASSWORD_FIELDS } from "../../components/account/static-new-password-form.tsx";
import { invalid } from "./form-action.ts";
import { PASSWORDS_DIFFER } from "./password-messages.ts";

/**
 * A new password posted twice without a script (docs/business-rules.md#password-rules): the password when it passes core's rule
 * and its confirmation, else the page's refusal with each field's message (the passwords themselves are never sent back).
 */
export function checkNewPassword(formName: string, form: FormData): { password: string } | { refusal: ReturnType<typeof invalid> } {
  const password = String(form.get(NEW_PASSWORD_FIELDS.password) ?? "");
  const confirm = String(form.get(NEW_PASSWORD_FIELDS.confirm) ?? "");
  const fields: Record<string, string> = {};
  const problem = validateNewPassword(password);
  if (problem) fields[NEW_PASSWORD_FIELDS.password] = problem;
  if (confirm !== password) fields[NEW_PASSWORD_FIELDS.confirm] = PASSWORDS_DIFFER;
  if (Object.keys(fields).length > 0) return { refusal: invalid(formName, {}, null, fields) };
  return { password };
}
