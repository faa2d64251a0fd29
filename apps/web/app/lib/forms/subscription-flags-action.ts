import type { WebLoadContext } from "@investar/contract/pages/load-context";
import { callFromForm, failureOf, invalid, type FormOutcome } from "./form-action.ts";

/** The mailings My Profile's "Email preferences" sets (docs/business-rules.md subscription flags), as the form's field names. */
export const SUBSCRIPTION_FLAG_FIELDS = ["newsletter", "productUpdates", "webinarInvites", "offers", "renewalReminders"] as const;

/**
 * My Profile's email preferences posted before or without the page's script (ADR 0063): the page's action calls
 * user/SaveSubscriptionFlags, the call the script makes, in-process for the logged-in customer; a box left unticked is
 * posted by no field, so it is false, as the script sends it.
 */
export async function subscriptionFlagsAction(context: WebLoadContext, form: FormData) {
  // Only this section posts to the page; anything else would otherwise untick every box.
  if (form.get("form") !== "subscription-flags") return invalid("unknown", {}, "This form cannot be sent without the page's script.");
  const flags = Object.fromEntries(SUBSCRIPTION_FLAG_FIELDS.map((name) => [name, form.get(name) === "on"]));
  const values = Object.fromEntries(SUBSCRIPTION_FLAG_FIELDS.map((name) => [name, flags[name] ? "on" : ""]));
  const answer = await callFromForm(context, {
    path: "user/SaveSubscriptionFlags",
    query: { userId: String(context.user?.userId ?? "") },
    body: flags,
  });
  if (!answer.ok) return invalid("subscription-flags", values, failureOf(answer).message);
  const saved: FormOutcome = { form: "subscription-flags", values, message: null, fields: {}, done: {} };
  return saved;
}
