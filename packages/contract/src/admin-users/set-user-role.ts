import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { ROLES } from "@investar/core";
import { jsonUserId } from "../parts/json-user-id.ts";

const body = z.object({
  userId: jsonUserId,
  role: z.enum(ROLES, { error: `Choose one of ${ROLES.join(", ")}.` }),
});

export const setUserRole = defineEndpoint({
  method: "POST",
  path: "/api/admin/SetUserRole",
  body: body,
  answer: z.object({ userId: z.number().int(), role: z.string() }),
});
