import { access } from "../../../auth/access.ts";
import { uploadWebinarMaterial as contract } from "@investar/contract/webinars/upload-webinar-material";
import type { RouteModule } from "../../../http/app-types.ts";
import { streamedUploadRoute } from "../../../http/streamed-upload-route.ts";
import { addWebinarMaterial } from "../services/admin/add-webinar-material.ts";

export const MATERIAL_MAX_BYTES = 200 * 1024 ** 2;

const uploadWebinarMaterial: RouteModule = (app, deps) =>
  streamedUploadRoute(app, {
    contract,
    config: { access: access.admin },
    tags: ["education"],
    summary:
      "Admin: add one file to a webinar's downloadable materials (multipart, streamed to the file store); a file of the same name is replaced",
    file: { maxBytes: MATERIAL_MAX_BYTES, tooLarge: "A material file can be at most 200 MB.", description: "The material file" },
    store: (adminId, query, file) => addWebinarMaterial(deps, adminId, query.webinarId, file),
  });

export default uploadWebinarMaterial;
