import { access } from "../../../auth/access.ts";
import { uploadWebinarRecording as contract } from "@investar/contract/webinars/upload-webinar-recording";
import type { RouteModule } from "../../../http/app-types.ts";
import { streamedUploadRoute } from "../../../http/streamed-upload-route.ts";
import { storeWebinarRecording } from "../services/admin/store-webinar-recording.ts";

/** Recordings of two-hour sessions in good quality stay well under this. */
export const RECORDING_MAX_BYTES = 4 * 1024 ** 3;

const uploadWebinarRecording: RouteModule = (app, deps) =>
  streamedUploadRoute(app, {
    contract,
    config: { access: access.admin },
    tags: ["education"],
    summary: "Admin: upload a webinar's recording (multipart, one MP4 or WebM file, streamed to the file store); replaces the earlier one",
    file: { maxBytes: RECORDING_MAX_BYTES, tooLarge: "A recording can be at most 4 GB.", description: "The recording: MP4 or WebM" },
    store: (adminId, query, file) => storeWebinarRecording(deps, adminId, query.webinarId, file),
  });

export default uploadWebinarRecording;
