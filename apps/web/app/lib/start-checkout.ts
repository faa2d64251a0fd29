/**
 * 'Proceed to Pay': hands the selection to the card gateway (SPEC §7 `POST payment/EncryptFor{card
 * gateway}`, DESIGN §5). The server prices the selection again, encrypts the order and answers
 * where to post it; the browser then posts `encRequest` and `access_code` to the gateway, as
 * CCAvenue's protocol asks. Until the checkout endpoint exists the server answers 404, and the
 * customer is told how else to pay.
 */
import type { QuoteSelection } from "@investar/core";
import { toast } from "sonner";
import { quoteRequestBody } from "../components/pricing/quote-api.ts";
import { api } from "./api-client.ts";
import { ApiError, apiErrorMessage } from "./api-error-message.ts";

export const CHECKOUT_PATH = "payment/EncryptForCCAvenue";
export const CHECKOUT_UNAVAILABLE_MESSAGE = "Online payment is not available yet. Please use manual payment from My Subscription or contact support.";

/** What the checkout endpoint answers: the form to post to the gateway (`encRequest` and `access_code`). */
export interface CheckoutForm {
  action: string;
  fields: Record<string, string>;
}

export type CheckoutOutcome = { kind: "redirecting" } | { kind: "unavailable" } | { kind: "failed"; message: string };

function isCheckoutForm(value: unknown): value is CheckoutForm {
  if (typeof value !== "object" || value === null) return false;
  const { action, fields } = value as Record<string, unknown>;
  if (typeof action !== "string" || !/^(https?:\/\/|\/)/u.test(action)) return false;
  return typeof fields === "object" && fields !== null && Object.values(fields).every((field) => typeof field === "string");
}

/** Posts the encrypted order to the gateway in a form, the way CCAvenue expects it. */
function postToGateway({ action, fields }: CheckoutForm): void {
  const form = document.createElement("form");
  form.method = "post";
  form.action = action;
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement("input");
    input.type = "hidden";
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}

export async function startCheckout(selection: QuoteSelection): Promise<CheckoutOutcome> {
  try {
    const answer = await api.post<unknown>(CHECKOUT_PATH, quoteRequestBody(selection));
    if (!isCheckoutForm(answer)) {
      toast.error("Server error");
      return { kind: "failed", message: "Server error" };
    }
    postToGateway(answer);
    return { kind: "redirecting" };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      toast.warning(CHECKOUT_UNAVAILABLE_MESSAGE);
      return { kind: "unavailable" };
    }
    const message = apiErrorMessage(error);
    toast.error(message);
    return { kind: "failed", message };
  }
}
