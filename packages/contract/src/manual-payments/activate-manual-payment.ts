import { defineEndpoint } from "../endpoint.ts";
import { activationAnswer, activationQuery } from "./activation.ts";

export const activateManualPayment = defineEndpoint({
  method: "POST",
  path: "/api/payment/ActivateManualPayment",
  query: activationQuery,
  answer: activationAnswer,
});
