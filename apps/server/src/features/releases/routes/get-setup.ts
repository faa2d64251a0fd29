import { z } from "zod";
import { access } from "../../../auth/access.ts";
import { sendStoredFile } from "../../../http/send-stored-file.ts";
import { findSetupFile, noSetupMessage } from "../services/find-setup-file.ts";
import { downloadRoute } from "./route.ts";

export default downloadRoute(
  { method: "GET", path: "/api/download/setup/:channel", params: z.object({ channel: z.enum(["Prod", "Beta"]) }) },
  {
    config: { access: access.anyone },
    summary: "The Windows installer of the Prod or Beta channel; Range requests resume a download",
    options: { compress: false },
    handler: async (request, { deps, reply }) => {
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
  },
);
