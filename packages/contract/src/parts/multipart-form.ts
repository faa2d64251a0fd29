import { z } from "zod";

/** An upload's body: multipart form data the browser builds (its file fields are read and bounded by the route's multipart limits). */
export const multipartForm = z.custom<FormData>((value) => typeof FormData !== "undefined" && value instanceof FormData, {
  error: "Send the upload as multipart form data.",
});
