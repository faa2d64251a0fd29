import { z } from "zod";
import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { getProfile } from "../services/get-profile.ts";
import { userIdQuery } from "@investar/contract/parts/user-id-query";

const getMobileNumber: RouteModule = (app, deps) => {
  app.get(
    "/api/user/GetMobileNumber",
    {
      config: { access: access.self("query") },
      schema: {
        tags: ["user"],
        summary: "The account's mobile number, as text (like GetEmailAddressProfile)",
        security: [{ bearer: [] }],
        querystring: userIdQuery,
        response: { 200: z.string() },
      },
    },
    async (request, reply) => {
      const { mobileNumber } = await getProfile(deps, request.query.userId);
      return reply.type("text/plain; charset=utf-8").send(mobileNumber);
    },
  );
};

export default getMobileNumber;
