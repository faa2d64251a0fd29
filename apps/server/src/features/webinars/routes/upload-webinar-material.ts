import { access, callerOf } from "../../../auth/access.ts";
import { uploadWebinarMaterial as contract } from "@investar/contract/webinars/upload-webinar-material";
import type { RouteModule } from "../../../http/app-types.ts";
import { describeMultipartError, multipartForm, readFileStream, withMultipart } from "../../../http/multipart.ts";
import { addWebinarMaterial } from "../services/admin/add-webinar-material.ts";

export const MATERIAL_MAX_BYTES = 200 * 1024 ** 2;
const limits = { maxFileBytes: MATERIAL_MAX_BYTES, tooLarge: "A material file can be at most 200 MB." };

const uploadWebinarMaterial: RouteModule = (app, deps) =>
  withMultipart(
    app,
    (scope) => {
      scope.post(
        contract.path,
        {
          config: { access: access.admin },
          schema: {
            tags: ["education"],
            summary:
              "Admin: add one file to a webinar's downloadable materials (multipart, streamed to the file store); a file of the same name is replaced",
            security: [{ bearer: [] }],
            consumes: ["multipart/form-data"],
            ...multipartForm({ file: { name: "file", maxFiles: 1, maxBytes: MATERIAL_MAX_BYTES, description: "The material file" } }),
            querystring: contract.query,
            response: { 200: contract.answer },
          },
        },
        async (request) => {
          const admin = await callerOf(request);
          const file = await readFileStream(request, limits);
          try {
            return await addWebinarMaterial(deps, admin.userId, request.query.webinarId, file);
          } catch (error) {
            throw describeMultipartError(error, { ...limits, maxFiles: 1 });
          }
        },
      );
    },
    MATERIAL_MAX_BYTES,
  );

export default uploadWebinarMaterial;
