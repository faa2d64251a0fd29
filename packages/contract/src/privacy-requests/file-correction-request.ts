import { correctionRequestInput } from "@investar/core";
import { defineEndpoint } from "../endpoint.ts";
import { filedRequestAnswer } from "./privacy-request-parts.ts";

export const fileCorrectionRequest = defineEndpoint({
  method: "POST",
  path: "/api/privacy/requests/correction",
  body: correctionRequestInput,
  answer: filedRequestAnswer,
});
