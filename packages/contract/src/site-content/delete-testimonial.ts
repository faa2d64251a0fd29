import { defineEndpoint } from "../endpoint.ts";
import { deleted, idBody } from "./site-content-parts.ts";

export const deleteTestimonial = defineEndpoint({
  method: "POST",
  path: "/api/admin/DeleteTestimonial",
  body: idBody,
  answer: deleted,
});
