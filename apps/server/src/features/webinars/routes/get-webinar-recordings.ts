import { access } from "../../../auth/access.ts";
import { sendStoredFile } from "../../../http/send-stored-file.ts";
import { findWebinarRecording } from "../services/find-webinar-access.ts";
import { webinarIdQuery } from "./webinar-schemas.ts";
import { route } from "./route.ts";

export default route(
  { method: "GET", path: "/api/education/GetWebinarRecordings", query: webinarIdQuery },
  {
    config: { access: access.user },
    summary: "Stream a webinar's recording to someone registered for it (or an admin); Range requests answer 206",
    options: { compress: false },
    handler: async (request, { deps, caller, reply }) => {
      const recording = await findWebinarRecording(deps, caller, request.query.webinarId);
      return sendStoredFile(request, reply, deps.files, {
        key: recording.key,
        contentType: recording.contentType,
        cacheControl: "private, max-age=3600",
        missingMessage: "This webinar's recording is not available right now.",
      });
    },
  },
);
