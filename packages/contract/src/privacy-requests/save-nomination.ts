import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { filedRequestAnswer } from "./privacy-request-parts.ts";

/** The nominee's fields as text; core's nominationInput (which needs the vendor's domain) checks them in the service. */
export const saveNomination = defineEndpoint({
  method: "PUT",
  path: "/api/privacy/nomination",
  body: z.object({ name: z.string().max(100), email: z.string().max(45), relationship: z.string().max(40) }),
  answer: filedRequestAnswer,
});
