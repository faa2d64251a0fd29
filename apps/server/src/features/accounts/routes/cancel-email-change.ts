import { z } from "zod";
import { access } from "../../../auth/access.ts";
import { cancelEmailChange } from "../../profile/index.ts";
import { route } from "./route.ts";

export default route(
  {
    method: "GET",
    path: "/api/auth/CancelEmailChange",
    query: z.object({ id: z.string().min(20, "The link is incomplete.").max(200) }),
    answer: z.object({ email: z.string(), reverted: z.boolean(), signedOutSessions: z.number().int() }),
  },
  {
    config: { access: access.token("query", "id"), rateLimit: { max: 10, timeWindow: "15 minutes" } },
    summary:
      'The old address\'s "this was not me" link: cancels (or undoes) an email change, retires pending email-change and reset links, signs every session out',
    handler: async (request, { deps }) => cancelEmailChange(deps, request.query.id),
  },
);
