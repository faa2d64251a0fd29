import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";

/** What the browser's error reporter may say (docs/deploy.md#browser-errors): a script error, an unhandled rejection, a chunk that failed to load. */
export const clientErrorKinds = ["error", "rejection", "chunk"] as const;

/**
 * A browser error, posted by the page's reporter with navigator.sendBeacon (as text/plain JSON). No personal data:
 * the path without its query, the message and a trimmed stack; the browser's family is read from its User-Agent
 * header on the server.
 */
export const reportClientError = defineEndpoint({
  method: "POST",
  path: "/api/client-errors",
  body: z.object({
    kind: z.enum(clientErrorKinds),
    message: z.string().max(500),
    stack: z.string().max(2000).optional(),
    path: z
      .string()
      .max(300)
      .regex(/^\/[^?#]*$/, "A path without query or fragment."),
    release: z.string().max(64).optional(),
  }),
  answer: z.object({ received: z.boolean() }),
});
