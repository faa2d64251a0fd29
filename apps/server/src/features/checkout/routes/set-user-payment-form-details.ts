import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { savePaymentFormDetails } from "../services/save-payment-form-details.ts";
import { userIdQuery } from "@investar/contract/parts/user-id-query";
import { billingDetails, billingDetailsInput } from "./billing-schemas.ts";

const setUserPaymentFormDetails: RouteModule = (app, deps) => {
  app.post(
    "/api/payment/SetUserPaymentFormDetails",
    {
      config: { access: access.self("query") },
      schema: {
        tags: ["payment"],
        summary: "Remember the payment form's billing details: name, address, city, state, PIN/ZIP, country, phone and an optional GSTIN",
        security: [{ bearer: [] }],
        querystring: userIdQuery,
        body: billingDetailsInput,
        response: { 200: billingDetails },
      },
    },
    async (request) => {
      return savePaymentFormDetails(deps, request.query.userId, request.body);
    },
  );
};

export default setUserPaymentFormDetails;
