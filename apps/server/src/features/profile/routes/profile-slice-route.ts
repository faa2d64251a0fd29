import type { AccountProfile } from "@investar/core/profile";
import type { z } from "zod";
import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { getProfile } from "../services/get-profile.ts";
import { userIdQuery } from "@investar/contract/parts/user-id-query";

/** The Get…Profile calls answer one part of the account's profile each; only the part and its schema differ. */
export function profileSliceRoute<S extends z.ZodType>(
  url: string,
  summary: string,
  response: S,
  pick: (profile: AccountProfile) => z.infer<S>,
): RouteModule {
  // Widened on purpose: the type provider cannot resolve a reply type from a generic schema, and `pick`
  // already ties the answer to it.
  const schema: z.ZodType = response;
  return (app, deps) => {
    app.get(
      url,
      {
        config: { access: access.self("query") },
        schema: { tags: ["user"], summary, security: [{ bearer: [] }], querystring: userIdQuery, response: { 200: schema } },
      },
      async (request) => {
        return pick(await getProfile(deps, request.query.userId));
      },
    );
  };
}
