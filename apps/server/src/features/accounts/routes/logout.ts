import { and, eq, isNull } from "drizzle-orm";
import { schema } from "@investar/db";
import { z } from "zod";
import { access } from "../../../auth/access.ts";
import { clearSessionCookie } from "../../../auth/session-cookie.ts";
import { route } from "./route.ts";

export default route(
  { method: "POST", path: "/api/auth/logout", answer: z.object({ loggedOut: z.literal(true) }) },
  {
    config: { access: access.anyone },
    summary: "Revoke this session and clear the cookie (a form post is sent back to the home page)",
    schema: { response: { 303: z.null() } },
    handler: async (request, { deps, reply }) => {
      const principal = await request.principal();
      if (principal) {
        await deps.db
          .update(schema.sessions)
          .set({ revokedAt: deps.now() })
          .where(and(eq(schema.sessions.id, principal.sessionId), isNull(schema.sessions.revokedAt)));
      }
      clearSessionCookie(reply, deps.config);
      if ((request.headers.accept ?? "").includes("text/html")) return reply.redirect("/", 303);
      return { loggedOut: true as const };
    },
  },
);
