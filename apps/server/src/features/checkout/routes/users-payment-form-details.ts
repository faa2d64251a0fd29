import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { getPaymentFormDetails } from "../services/get-payment-form-details.ts";
import { userIdQuery } from "@investar/contract/parts/user-id-query";
import { paymentFormDetails } from "@investar/contract/checkout/billing-details";

const usersPaymentFormDetails: RouteModule = (app, deps) => {
  app.get(
    "/api/payment/UsersPaymentFormDetails",
    {
      config: { access: access.self("query") },
      schema: {
        tags: ["payment"],
        summary:
          "The billing details last saved from the payment form; before any are saved, a suggestion from the profile (isSaved false); and the profile's address",
        security: [{ bearer: [] }],
        querystring: userIdQuery,
        response: { 200: paymentFormDetails },
      },
    },
    async (request) => {
      return getPaymentFormDetails(deps, request.query.userId);
    },
  );
};

export default usersPaymentFormDetails;
