import { z } from "zod";
import { access } from "../../../auth/access.ts";
import { setDownloadRole } from "../services/set-download-role.ts";
import { userIdQuery } from "@investar/contract/parts/user-id-query";
import { userRoute } from "./route.ts";

export default userRoute(
  {
    method: "POST",
    path: "/api/user/SetUsersRoleForDownloads",
    query: userIdQuery,
    answer: z.object({ hasDownloadRole: z.literal(true) }),
  },
  {
    config: { access: access.self("query") },
    summary: "Record that the account may download the desktop setup",
    handler: async (request, { deps }) => {
      await setDownloadRole(deps, request.query.userId);
      return { hasDownloadRole: true as const };
    },
  },
);
