import { defineEndpoint } from "../endpoint.ts";
import { adminHomeSlide, homeSlideBody } from "./site-content-parts.ts";

export const saveHomeSlide = defineEndpoint({
  method: "POST",
  path: "/api/admin/SaveHomeSlide",
  body: homeSlideBody,
  answer: adminHomeSlide,
});
