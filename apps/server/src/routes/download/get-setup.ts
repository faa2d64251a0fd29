import { z } from "zod";
import type { RouteModule } from "../../http/app-types.ts";
import { openSetupFile } from "../../services/releases/open-setup-file.ts";

const getSetup: RouteModule = (app) => {
  app.get(
    "/api/download/setup/:channel",
    {
      schema: {
        tags: ["download"],
        summary: "The Windows installer of the Prod or Beta channel",
        params: z.object({ channel: z.enum(["Prod", "Beta"]) }),
      },
    },
    async (request, reply) => {
      const file = await openSetupFile(app.deps, request.params.channel);
      return reply
        .header("content-type", "application/octet-stream")
        .header("content-length", file.size)
        .header("content-disposition", `attachment; filename="${file.fileName.replace(/"/g, "")}"`)
        .header("cache-control", "no-store")
        .send(file.stream);
    },
  );
};

export default getSetup;
