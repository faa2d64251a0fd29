import { requireSelfOrAdmin } from "../../auth/principal.ts";
import type { RouteModule } from "../../http/app-types.ts";
import { openProfilePicture } from "../../services/account/open-profile-picture.ts";
import { userIdQuery } from "./user-id-query.ts";

const getProfilePicture: RouteModule = (app) => {
  app.get(
    "/api/user/ProfilePicture",
    {
      schema: {
        tags: ["user"],
        summary: "The account's profile picture (image bytes); 404 when none was uploaded",
        security: [{ bearer: [] }],
        querystring: userIdQuery,
      },
    },
    async (request, reply) => {
      await requireSelfOrAdmin(request, request.query.userId);
      const picture = await openProfilePicture(app.deps, request.query.userId);
      return reply
        .type(picture.mimeType)
        // Private to the account; the page versions the URL, so a new upload is fetched anew.
        .header("cache-control", "private, max-age=86400")
        .header("content-disposition", "inline")
        .header("x-content-type-options", "nosniff")
        .send(picture.data);
    },
  );
};

export default getProfilePicture;
