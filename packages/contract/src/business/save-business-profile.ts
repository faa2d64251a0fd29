import { z } from "zod";
import { businessProfileInput } from "@investar/core";
import { defineEndpoint } from "../endpoint.ts";

export const saveBusinessProfile = defineEndpoint({
  method: "PUT",
  path: "/api/admin/business-profile",
  body: businessProfileInput,
  answer: z.object({ version: z.number().int() }),
});
