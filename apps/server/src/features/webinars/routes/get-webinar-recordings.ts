import { access, callerOf } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { sendStoredFile } from "../../../http/send-stored-file.ts";
import { findWebinarRecording } from "../services/find-webinar-access.ts";
import { webinarIdQuery } from "./webinar-schemas.ts";

const getWebinarRecordings: RouteModule = (app, deps) => {
  app.get(
    "/api/education/GetWebinarRecordings",
    {
      config: { access: access.user },
      // Video is already compressed, and Range offsets must refer to the stored bytes.
      compress: false,
      schema: {
        tags: ["education"],
        summary: "Stream a webinar's recording to someone registered for it (or an admin); Range requests answer 206",
        security: [{ bearer: [] }],
        querystring: webinarIdQuery,
      },
    },
    async (request, reply) => {
      const caller = await callerOf(request);
      const recording = await findWebinarRecording(deps, caller, request.query.webinarId);
      return sendStoredFile(request, reply, deps.files, {
        key: recording.key,
        contentType: recording.contentType,
        cacheControl: "private, max-age=3600",
        missingMessage: "This webinar's recording is not available right now.",
      });
    },
  );
};

export default getWebinarRecordings;
