import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { savePaymentFormDetails } from "../services/save-payment-form-details.ts";
import { setUserPaymentFormDetails as contract } from "@investar/contract/checkout/set-user-payment-form-details";

const setUserPaymentFormDetails: RouteModule = (app, deps) => {
  app.post(
    contract.path,
    {
      config: { access: access.self("query") },
      schema: {
        tags: ["payment"],
        summary: "Remember the payment form's billing details: name, address, city, state, PIN/ZIP, country, phone and an optional GSTIN",
        security: [{ bearer: [] }],
        querystring: contract.query,
        body: contract.body,
        response: { 200: contract.answer },
      },
    },
    async (request) => {
      return savePaymentFormDetails(deps, request.query.userId, request.body);
    },
  );
};

export default setUserPaymentFormDetails;
