import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { multipartForm } from "../parts/multipart-form.ts";
import { webinarIdQuery } from "./webinar-id-query.ts";

export const uploadWebinarRecording = defineEndpoint({
  method: "POST",
  path: "/api/education/UploadWebinarRecording",
  query: webinarIdQuery,
  body: multipartForm,
  answer: z.object({ size: z.number().int(), contentType: z.string(), sha256: z.string() }),
});
