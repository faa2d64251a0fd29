import { and, eq, isNull } from "drizzle-orm";
import { schema } from "@investar/db";
import { z } from "zod";
import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { clearSessionCookie } from "../../../auth/session-cookie.ts";

const logout: RouteModule = (app, deps) => {
  app.post(
    "/api/auth/logout",
    {
      config: { access: access.anyone },
      schema: {
        tags: ["auth"],
        summary: "Revoke this session and clear the cookie (a form post is sent back to the home page)",
        response: { 200: z.object({ loggedOut: z.literal(true) }), 303: z.null() },
      },
    },
    async (request, reply) => {
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
  );
};

export default logout;
