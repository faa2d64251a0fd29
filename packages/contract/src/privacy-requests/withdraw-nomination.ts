import { defineEndpoint } from "../endpoint.ts";
import { filedRequestAnswer } from "./privacy-request-parts.ts";

export const withdrawNomination = defineEndpoint({
  method: "POST",
  path: "/api/privacy/nomination/withdraw",
  answer: filedRequestAnswer,
});
