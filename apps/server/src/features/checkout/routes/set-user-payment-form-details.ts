import { access } from "../../../auth/access.ts";
import { savePaymentFormDetails } from "../services/save-payment-form-details.ts";
import { setUserPaymentFormDetails as contract } from "@investar/contract/checkout/set-user-payment-form-details";
import { route } from "./route.ts";

export default route(contract, {
  config: { access: access.self("query") },
  summary: "Remember the payment form's billing details: name, address, city, state, PIN/ZIP, country, phone and an optional GSTIN",
  handler: async (request, { deps }) => {
    return savePaymentFormDetails(deps, request.query.userId, request.body);
  },
});
