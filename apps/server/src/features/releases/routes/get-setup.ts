import { z } from "zod";
import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { sendStoredFile } from "../../../http/send-stored-file.ts";
import { findSetupFile, noSetupMessage } from "../services/find-setup-file.ts";

const getSetup: RouteModule = (app, deps) => {
  app.get(
    "/api/download/setup/:channel",
    {
      config: { access: access.anyone },
      // @fastify/compress counts octet-stream as compressible: a browser would get the installer re-encoded, with no
      // Content-Length (no progress bar, no size) and ranges that no longer point at the stored bytes (no resume).
      compress: false,
      schema: {
        tags: ["download"],
        summary: "The Windows installer of the Prod or Beta channel; Range requests resume a download",
        params: z.object({ channel: z.enum(["Prod", "Beta"]) }),
      },
    },
    async (request, reply) => {
      const { channel } = request.params;
      const file = await findSetupFile(deps, channel);
      return sendStoredFile(request, reply, deps.files, {
        key: file.key,
        contentType: "application/octet-stream",
        downloadName: file.fileName,
        cacheControl: "no-store",
        missingMessage: noSetupMessage(channel),
      });
    },
  );
};

export default getSetup;
