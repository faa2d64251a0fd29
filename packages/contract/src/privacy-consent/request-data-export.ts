import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";

/** "Download my data": the copy is prepared in the background and its one-time link mailed (docs/business-rules.md#data-download). */
export const requestDataExport = defineEndpoint({
  method: "POST",
  path: "/api/privacy/RequestDataExport",
  answer: z.object({ message: z.string(), requestedAt: z.string() }),
});
