import { eq } from "drizzle-orm";
import { schema } from "@investar/db";
import { z } from "zod";
import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { notFound } from "../../../errors.ts";
import { userIdQuery } from "@investar/contract/parts/user-id-query";

const getEmailAddressProfile: RouteModule = (app, deps) => {
  app.get(
    "/api/user/GetEmailAddressProfile",
    {
      config: { access: access.self("query") },
      schema: {
        tags: ["user"],
        summary: "The account's email address, as text",
        security: [{ bearer: [] }],
        querystring: userIdQuery,
        response: { 200: z.string() },
      },
    },
    async (request, reply) => {
      const [user] = await deps.db
        .select({ email: schema.users.email })
        .from(schema.users)
        .where(eq(schema.users.id, request.query.userId));
      if (!user) throw notFound("No such user.");
      return reply.type("text/plain; charset=utf-8").send(user.email);
    },
  );
};

export default getEmailAddressProfile;
