import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { multipartForm, readMultipartForm, withMultipart } from "../../../http/multipart.ts";
import { AVATAR_MAX_BYTES, AVATAR_TOO_LARGE, setProfilePicture } from "../services/set-profile-picture.ts";
import { uploadFile as contract } from "@investar/contract/profile/upload-file";

const uploadFile: RouteModule = (app, deps) =>
  withMultipart(app, (scope) => {
    scope.post(
      contract.path,
      {
        // Checked before the handler reads the body: strangers cannot make us buffer their uploads.
        config: { access: access.self("query") },
        schema: {
          tags: ["user"],
          summary: "Upload the profile picture: multipart/form-data with one PNG, JPEG or WebP file of at most 2 MB",
          security: [{ bearer: [] }],
          consumes: ["multipart/form-data"],
          ...multipartForm({
            file: { name: "file", maxFiles: 1, maxBytes: AVATAR_MAX_BYTES, description: "The picture: PNG, JPEG or WebP" },
          }),
          querystring: contract.query,
          response: { 200: contract.answer },
        },
      },
      async (request) => {
        const form = await readMultipartForm(request, { maxFiles: 1, maxFileBytes: AVATAR_MAX_BYTES, tooLarge: AVATAR_TOO_LARGE });
        return setProfilePicture(deps, request.query.userId, form.files);
      },
    );
  });

export default uploadFile;
