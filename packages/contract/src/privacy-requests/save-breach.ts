import { breachInput } from "@investar/core";
import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";

export const saveBreach = defineEndpoint({
  method: "POST",
  path: "/api/admin/privacy/breaches",
  body: breachInput,
  answer: z.object({ id: z.number().int(), reference: z.string().max(20) }),
});
