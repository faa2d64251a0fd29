import { defineEndpoint } from "../endpoint.ts";
import { deleted, idBody } from "./site-content-parts.ts";

export const deleteHomeSlide = defineEndpoint({
  method: "POST",
  path: "/api/admin/DeleteHomeSlide",
  body: idBody,
  answer: deleted,
});
