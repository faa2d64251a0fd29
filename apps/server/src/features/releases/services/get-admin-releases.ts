import { count, desc } from "drizzle-orm";
import { DEFAULT_PAGE_SIZE, pageWindow } from "@investar/core";
import { schema } from "@investar/db";
import type { AdminReleases } from "@investar/contract/pages/releases";
import type { AppDeps } from "../../../deps.ts";
import { listVersionHistory } from "./list-version-history.ts";
import { selectSetupBuilds, toSetupBuild } from "./setup-build-view.ts";

/** /admin/releases: the release notes of both channels, and the builds of both, newest first, 10 a page. */
export async function getAdminReleases(deps: AppDeps, requestedPage: number): Promise<AdminReleases> {
  const b = schema.setupBuilds;
  const [counted] = await deps.db.select({ n: count() }).from(b);
  const total = counted?.n ?? 0;
  const { page } = pageWindow(total, requestedPage, DEFAULT_PAGE_SIZE);
  const [prod, beta, rows] = await Promise.all([
    listVersionHistory(deps, false),
    listVersionHistory(deps, true),
    selectSetupBuilds(deps.db)
      .orderBy(desc(b.uploadedAt), desc(b.id))
      .limit(DEFAULT_PAGE_SIZE)
      .offset((page - 1) * DEFAULT_PAGE_SIZE),
  ]);
  return { notes: { Prod: prod, Beta: beta }, builds: rows.map(toSetupBuild), total, page, pageSize: DEFAULT_PAGE_SIZE };
}
