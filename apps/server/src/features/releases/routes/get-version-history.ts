import { z } from "zod";
import { access } from "../../../auth/access.ts";
import { listVersionHistory } from "../services/list-version-history.ts";
import { versionHistoryEntry } from "@investar/contract/releases/release-parts";
import { flag } from "@investar/contract/parts/schema-parts";
import { userRoute } from "./route.ts";

export default userRoute(
  {
    method: "GET",
    path: "/api/user/GetVersionHistory",
    query: z.object({ isBeta: flag().default(false) }),
    answer: z.array(versionHistoryEntry),
  },
  {
    config: { access: access.anyone, publicCacheMs: 30_000 },
    summary: "Release notes of the desktop program, newest first",
    handler: async (request, { deps }) => listVersionHistory(deps, request.query.isBeta),
  },
);
