import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { userIdQuery } from "../parts/user-id-query.ts";

/**
 * The profile picture upload. Its body is a multipart form (one `file` part); the server declares and
 * limits the parts itself, so this schema only says the browser sends a FormData.
 */
export const uploadFile = defineEndpoint({
  method: "POST",
  path: "/api/user/UploadFile",
  query: userIdQuery,
  body: z.custom<FormData>((value) => typeof FormData !== "undefined" && value instanceof FormData),
  answer: z.object({ pictureVersion: z.string() }),
});
