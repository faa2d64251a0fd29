import { access, callerOf } from "../../../auth/access.ts";
import { uploadWebinarRecording as contract } from "@investar/contract/webinars/upload-webinar-recording";
import type { RouteModule } from "../../../http/app-types.ts";
import { describeMultipartError, multipartForm, readFileStream, withMultipart } from "../../../http/multipart.ts";
import { storeWebinarRecording } from "../services/admin/store-webinar-recording.ts";

/** Recordings of two-hour sessions in good quality stay well under this. */
export const RECORDING_MAX_BYTES = 4 * 1024 ** 3;
const limits = { maxFileBytes: RECORDING_MAX_BYTES, tooLarge: "A recording can be at most 4 GB." };

const uploadWebinarRecording: RouteModule = (app, deps) =>
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
              "Admin: upload a webinar's recording (multipart, one MP4 or WebM file, streamed to the file store); replaces the earlier one",
            security: [{ bearer: [] }],
            consumes: ["multipart/form-data"],
            ...multipartForm({
              file: { name: "file", maxFiles: 1, maxBytes: RECORDING_MAX_BYTES, description: "The recording: MP4 or WebM" },
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
            return await storeWebinarRecording(deps, admin.userId, request.query.webinarId, file);
          } catch (error) {
            throw describeMultipartError(error, { ...limits, maxFiles: 1 });
          }
        },
      );
    },
    RECORDING_MAX_BYTES,
  );

export default uploadWebinarRecording;
