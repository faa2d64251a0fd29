import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { sendStoredFile } from "../../../http/send-stored-file.ts";
import { findProfilePicture, NO_PICTURE } from "../services/find-profile-picture.ts";
import { userIdQuery } from "@investar/contract/parts/user-id-query";

const getProfilePicture: RouteModule = (app, deps) => {
  app.get(
    "/api/user/ProfilePicture",
    {
      config: { access: access.self("query") },
      schema: {
        tags: ["user"],
        summary: "The account's profile picture (image bytes); 404 when none was uploaded",
        security: [{ bearer: [] }],
        querystring: userIdQuery,
      },
    },
    async (request, reply) => {
      const picture = await findProfilePicture(deps, request.query.userId);
      void reply.header("x-content-type-options", "nosniff");
      return sendStoredFile(request, reply, deps.files, {
        key: picture.key,
        contentType: picture.mimeType,
        // Private to the account; the page versions the URL, so a new upload is fetched anew.
        cacheControl: "private, max-age=86400",
        missingMessage: NO_PICTURE,
      });
    },
  );
};

export default getProfilePicture;
