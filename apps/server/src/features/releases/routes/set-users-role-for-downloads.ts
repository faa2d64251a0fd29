import { z } from "zod";
import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { setDownloadRole } from "../services/set-download-role.ts";
import { userIdQuery } from "@investar/contract/parts/user-id-query";

const setUsersRoleForDownloads: RouteModule = (app, deps) => {
  app.post(
    "/api/user/SetUsersRoleForDownloads",
    {
      config: { access: access.self("query") },
      schema: {
        tags: ["user"],
        summary: "Record that the account may download the desktop setup",
        security: [{ bearer: [] }],
        querystring: userIdQuery,
        response: { 200: z.object({ hasDownloadRole: z.literal(true) }) },
      },
    },
    async (request) => {
      await setDownloadRole(deps, request.query.userId);
      return { hasDownloadRole: true as const };
    },
  );
};

export default setUsersRoleForDownloads;
