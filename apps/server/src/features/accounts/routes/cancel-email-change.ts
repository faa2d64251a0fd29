import { z } from "zod";
import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { cancelEmailChange } from "../../profile/index.ts";

const cancelEmailChangeRoute: RouteModule = (app, deps) => {
  app.get(
    "/api/auth/CancelEmailChange",
    {
      config: { access: access.token("query", "id"), rateLimit: { max: 10, timeWindow: "15 minutes" } },
      schema: {
        tags: ["auth"],
        summary:
          'The old address\'s "this was not me" link: cancels (or undoes) an email change, retires pending email-change and reset links, signs every session out',
        querystring: z.object({ id: z.string().min(20, "The link is incomplete.").max(200) }),
        response: { 200: z.object({ email: z.string(), reverted: z.boolean(), signedOutSessions: z.number().int() }) },
      },
    },
    async (request) => cancelEmailChange(deps, request.query.id),
  );
};

export default cancelEmailChangeRoute;
