import { create as contentDisposition } from "content-disposition";
import { z } from "zod";
import { access } from "../../../auth/access.ts";
import { redeemDataExportLink } from "../services/data-export-link.ts";
import { route } from "./route.ts";

export const downloadQuery = z.object({
  t: z.string({ error: "The download link is incomplete." }).min(20, "The download link is incomplete.").max(128),
});

export default route(
  { method: "GET", path: "/api/privacy/DownloadMyData", query: downloadQuery },
  {
    config: { access: access.user },
    summary: "The mailed link's ZIP of the caller's data, once and before it expires; another account's, a used or a late link is refused",
    options: { compress: false },
    handler: async (request, { deps, caller, reply }) => {
      const file = await redeemDataExportLink(deps, caller.userId, request.query.t);
      return reply
        .type("application/zip")
        .header("content-length", file.info.size)
        .header("content-disposition", contentDisposition(`investar-my-data-${caller.userId}.zip`))
        .header("cache-control", "private, no-store")
        .send(file.body);
    },
  },
);
