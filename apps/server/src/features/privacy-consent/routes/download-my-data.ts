import { create as contentDisposition } from "content-disposition";
import { z } from "zod";
import { access, callerOf } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { redeemDataExportLink } from "../services/data-export-link.ts";

export const downloadQuery = z.object({
  t: z.string({ error: "The download link is incomplete." }).min(20, "The download link is incomplete.").max(128),
});

const downloadMyDataRoute: RouteModule = (app, deps) => {
  app.get(
    "/api/privacy/DownloadMyData",
    {
      config: { access: access.user },
      compress: false,
      schema: {
        tags: ["privacy"],
        summary:
          "The mailed link's ZIP of the caller's data, once and before it expires; another account's, a used or a late link is refused",
        security: [{ bearer: [] }],
        querystring: downloadQuery,
      },
    },
    async (request, reply) => {
      const caller = await callerOf(request);
      const file = await redeemDataExportLink(deps, caller.userId, request.query.t);
      return reply
        .type("application/zip")
        .header("content-length", file.info.size)
        .header("content-disposition", contentDisposition(`investar-my-data-${caller.userId}.zip`))
        .header("cache-control", "private, no-store")
        .send(file.body);
    },
  );
};

export default downloadMyDataRoute;
