import { access } from "../../../auth/access.ts";
import { uploadSetup as contract } from "@investar/contract/releases/upload-setup";
import type { RouteModule } from "../../../http/app-types.ts";
import { streamedUploadRoute } from "../../../http/streamed-upload-route.ts";
import { uploadSetupBuild } from "../services/upload-setup-build.ts";
import { ADMIN_RELEASES_TAG } from "./release-schemas.ts";

/** The Windows installer is a few hundred megabytes; this leaves room for bundled runtimes. */
export const SETUP_MAX_BYTES = 2 * 1024 ** 3;

const uploadSetup: RouteModule = (app, deps) =>
  streamedUploadRoute(app, {
    contract,
    config: { access: access.admin },
    tags: [ADMIN_RELEASES_TAG],
    summary:
      "Admin: upload a Windows installer (multipart, one .exe or .msi file field `file`, streamed to the file store) as the channel's newest build; the version is `version`, else read from the file name",
    file: { maxBytes: SETUP_MAX_BYTES, tooLarge: "An installer can be at most 2 GB.", description: "The installer: .exe or .msi" },
    store: (adminId, query, file) => uploadSetupBuild(deps, adminId, { channel: query.channel, version: query.version ?? null }, file),
  });

export default uploadSetup;
