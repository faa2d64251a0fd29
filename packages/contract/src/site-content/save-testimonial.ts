import { defineEndpoint } from "../endpoint.ts";
import { adminTestimonial, testimonialBody } from "./site-content-parts.ts";

export const saveTestimonial = defineEndpoint({
  method: "POST",
  path: "/api/admin/SaveTestimonial",
  body: testimonialBody,
  answer: adminTestimonial,
});
