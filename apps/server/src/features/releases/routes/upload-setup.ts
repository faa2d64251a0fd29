import { access, callerOf } from "../../../auth/access.ts";
import { uploadSetup as contract } from "@investar/contract/releases/upload-setup";
import type { RouteModule } from "../../../http/app-types.ts";
import { describeMultipartError, multipartForm, readFileStream, withMultipart } from "../../../http/multipart.ts";
import { uploadSetupBuild } from "../services/upload-setup-build.ts";
import { ADMIN_RELEASES_TAG } from "./release-schemas.ts";

/** The Windows installer is a few hundred megabytes; this leaves room for bundled runtimes. */
export const SETUP_MAX_BYTES = 2 * 1024 ** 3;
const limits = { maxFileBytes: SETUP_MAX_BYTES, tooLarge: "An installer can be at most 2 GB." };

const uploadSetup: RouteModule = (app, deps) =>
  withMultipart(
    app,
    (scope) => {
      scope.post(
        contract.path,
        {
          config: { access: access.admin },
          schema: {
            tags: [ADMIN_RELEASES_TAG],
            summary:
              "Admin: upload a Windows installer (multipart, one .exe or .msi file field `file`, streamed to the file store) as the channel's newest build; the version is `version`, else read from the file name",
            security: [{ bearer: [] }],
            consumes: ["multipart/form-data"],
            ...multipartForm({
              file: { name: "file", maxFiles: 1, maxBytes: SETUP_MAX_BYTES, description: "The installer: .exe or .msi" },
            }),
            querystring: contract.query,
            response: { 200: contract.answer },
          },
        },
        async (request) => {
          // The caller is checked before the body is read: strangers cannot make us store their uploads.
          const admin = await callerOf(request);
          const file = await readFileStream(request, limits);
          try {
            return await uploadSetupBuild(
              deps,
              admin.userId,
              { channel: request.query.channel, version: request.query.version ?? null },
              file,
            );
          } catch (error) {
            throw describeMultipartError(error, { ...limits, maxFiles: 1 });
          }
        },
      );
    },
    SETUP_MAX_BYTES,
  );

export default uploadSetup;
