import { defineEndpoint } from "../endpoint.ts";
import { userIdQuery } from "../parts/user-id-query.ts";
import { billingDetails, billingDetailsInput } from "./billing-details.ts";

/** Remember the payment form's billing details, answered as stored (normalised). */
export const setUserPaymentFormDetails = defineEndpoint({
  method: "POST",
  path: "/api/payment/SetUserPaymentFormDetails",
  query: userIdQuery,
  body: billingDetailsInput,
  answer: billingDetails,
});
