import { access } from "../../../auth/access.ts";
import { sendStoredFile } from "../../../http/send-stored-file.ts";
import { findProfilePicture, NO_PICTURE } from "../services/find-profile-picture.ts";
import { userIdQuery } from "@investar/contract/parts/user-id-query";
import { route } from "./route.ts";

export default route(
  { method: "GET", path: "/api/user/ProfilePicture", query: userIdQuery },
  {
    config: { access: access.self("query") },
    summary: "The account's profile picture (image bytes); 404 when none was uploaded",
    handler: async (request, { deps, reply }) => {
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
  },
);
