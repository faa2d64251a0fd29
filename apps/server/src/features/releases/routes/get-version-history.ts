import { z } from "zod";
import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { listVersionHistory } from "../services/list-version-history.ts";
import { versionHistoryEntry } from "@investar/contract/releases/release-parts";
import { flag } from "@investar/contract/parts/schema-parts";

const getVersionHistory: RouteModule = (app, deps) => {
  app.get(
    "/api/user/GetVersionHistory",
    {
      config: { access: access.anyone, publicCacheMs: 30_000 },
      schema: {
        tags: ["user"],
        summary: "Release notes of the desktop program, newest first",
        querystring: z.object({ isBeta: flag().default(false) }),
        response: { 200: z.array(versionHistoryEntry) },
      },
    },
    async (request) => listVersionHistory(deps, request.query.isBeta),
  );
};

export default getVersionHistory;
