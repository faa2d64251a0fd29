import { PRIVACY_REQUEST_STATES, privacyRequestActionInput } from "@investar/core";
import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";

export const actOnPrivacyRequest = defineEndpoint({
  method: "POST",
  path: "/api/admin/privacy/requests/act",
  body: privacyRequestActionInput,
  answer: z.object({ reference: z.string().max(20), state: z.enum(PRIVACY_REQUEST_STATES) }),
});
