import { z } from "zod";
import { access } from "../../../auth/access.ts";
import { CLIENT_LOG_FILE_NAME, CLIENT_LOG_MAX_LENGTH, writeClientLogs } from "../services/write-client-logs.ts";
import { route } from "./route.ts";

export default route(
  {
    method: "POST",
    path: "/api/user/WriteClientSideLogs",
    query: z.object({
      logs: z.string().min(1, "logs is empty.").max(CLIENT_LOG_MAX_LENGTH, `logs can have at most ${CLIENT_LOG_MAX_LENGTH} characters.`),
      fileName: z
        .string()
        .max(100, "fileName must be a short plain name (letters, digits, - and _, with an optional extension).")
        .regex(CLIENT_LOG_FILE_NAME, "fileName must be a short plain name (letters, digits, - and _, with an optional extension)."),
    }),
    answer: z.object({ saved: z.literal(true) }),
  },
  {
    // Public (pages fail before login too), so bounded in size and rate. The log travels in the query:
    // a body has no use here, so none bigger than a stray empty object is read.
    config: { access: access.anyone, rateLimit: { max: 30, timeWindow: "1 minute" } },
    summary: "Keep a browser-side error log (the caller's id is recorded when logged in)",
    options: { bodyLimit: 64 },
    handler: async (request, { deps }) => {
      const principal = await request.principal();
      await writeClientLogs(deps, { fileName: request.query.fileName, logs: request.query.logs, userId: principal?.userId ?? null });
      return { saved: true as const };
    },
  },
);
