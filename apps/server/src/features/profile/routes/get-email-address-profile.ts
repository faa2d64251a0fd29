import { eq } from "drizzle-orm";
import { schema } from "@investar/db";
import { z } from "zod";
import { access } from "../../../auth/access.ts";
import { notFound } from "../../../errors.ts";
import { userIdQuery } from "@investar/contract/parts/user-id-query";
import { route } from "./route.ts";

export default route(
  { method: "GET", path: "/api/user/GetEmailAddressProfile", query: userIdQuery, answer: z.string() },
  {
    config: { access: access.self("query") },
    summary: "The account's email address, as text",
    handler: async (request, { deps, reply }) => {
      const [user] = await deps.db
        .select({ email: schema.users.email })
        .from(schema.users)
        .where(eq(schema.users.id, request.query.userId));
      if (!user) throw notFound("No such user.");
      return reply.type("text/plain; charset=utf-8").send(user.email);
    },
  },
);
