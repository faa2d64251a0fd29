import { grievanceInput } from "@investar/core";
import { defineEndpoint } from "../endpoint.ts";
import { filedRequestAnswer } from "./privacy-request-parts.ts";

export const fileGrievance = defineEndpoint({
  method: "POST",
  path: "/api/privacy/requests/grievance",
  body: grievanceInput,
  answer: filedRequestAnswer,
});
