import { create as contentDisposition } from "content-disposition";
import { ZipFile } from "yazl";
import { access } from "../../../auth/access.ts";
import { downloadName } from "../../../http/download-name.ts";
import type { FileStore } from "../../../integrations/storage/file-store.ts";
import { findWebinarMaterials, type MaterialFile } from "../services/find-webinar-access.ts";
import { webinarIdQuery } from "./webinar-schemas.ts";
import { route } from "./route.ts";

/** Formats that are compressed already gain nothing from deflate; they are stored as they are. */
const PACKED = /\.(zip|png|jpe?g|webp|docx|xlsx|pptx|pdf|mp4|webm)$/i;

/**
 * The materials as one ZIP (yazl, ADR 0017), written while the files stream out of the store one after
 * another, so nothing is held whole in memory.
 */
function zipOf(files: FileStore, materials: MaterialFile[]): NodeJS.ReadableStream {
  const zip = new ZipFile();
  for (const material of materials) {
    zip.addReadStreamLazy(material.fileName, { size: material.size, compress: !PACKED.test(material.fileName) }, (done) => {
      files.get(material.key).then(
        (read) => (read ? done(null, read.body) : done(new Error(`material ${material.key} is missing from the store`), null as never)),
        (error: unknown) => done(error, null as never),
      );
    });
  }
  zip.end();
  return zip.outputStream;
}

export default route(
  { method: "GET", path: "/api/education/DownloadWebinars", query: webinarIdQuery },
  {
    config: { access: access.user },
    summary:
      "A webinar's materials as one ZIP named <title>.zip (the product saves a .rar; no free tool writes RAR, ADR 0017), for someone registered for it",
    options: { compress: false },
    handler: async (request, { deps, caller, reply }) => {
      const { title, files } = await findWebinarMaterials(deps, caller, request.query.webinarId);
      return reply
        .type("application/zip")
        .header("content-disposition", contentDisposition(downloadName(title, ".zip")))
        .header("cache-control", "private, no-store")
        .send(zipOf(deps.files, files));
    },
  },
);
