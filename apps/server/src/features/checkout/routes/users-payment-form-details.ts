import { access } from "../../../auth/access.ts";
import { getPaymentFormDetails } from "../services/get-payment-form-details.ts";
import { userIdQuery } from "@investar/contract/parts/user-id-query";
import { paymentFormDetails } from "@investar/contract/checkout/billing-details";
import { route } from "./route.ts";

export default route(
  { method: "GET", path: "/api/payment/UsersPaymentFormDetails", query: userIdQuery, answer: paymentFormDetails },
  {
    config: { access: access.self("query") },
    summary:
      "The billing details last saved from the payment form; before any are saved, a suggestion from the profile (isSaved false); and the profile's address",
    handler: async (request, { deps }) => {
      return getPaymentFormDetails(deps, request.query.userId);
    },
  },
);
