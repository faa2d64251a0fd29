import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { multipartForm } from "../parts/multipart-form.ts";
import { webinarIdQuery } from "./webinar-id-query.ts";

export const uploadWebinarMaterial = defineEndpoint({
  method: "POST",
  path: "/api/education/UploadWebinarMaterial",
  query: webinarIdQuery,
  body: multipartForm,
  answer: z.object({ id: z.number().int(), fileName: z.string(), size: z.number().int() }),
});
