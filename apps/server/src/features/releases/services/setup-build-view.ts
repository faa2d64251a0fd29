import { eq, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { schema, type Executor } from "@investar/db";
import type { SetupBuild } from "@investar/contract/pages/releases";

/**
 * Setup builds as the back office shows them: who put each one there, and which Prod build a Beta one
 * became. `where` narrows the rows; callers order and page.
 */
export function selectSetupBuilds(db: Executor, where?: SQL) {
  const b = schema.setupBuilds;
  const promoted = alias(schema.setupBuilds, "promoted");
  const u = schema.users;
  return db
    .select({
      id: b.id,
      channel: b.channel,
      version: b.version,
      fileName: b.fileName,
      storageKey: b.storageKey,
      size: b.size,
      sha256: b.sha256,
      uploadedAt: b.uploadedAt,
      uploaderName: u.fullName,
      uploaderEmail: u.email,
      promotedFromId: b.promotedFromId,
      promotedToId: promoted.id,
    })
    .from(b)
    .leftJoin(u, eq(u.id, b.uploadedBy))
    .leftJoin(promoted, eq(promoted.promotedFromId, b.id))
    .where(where)
    .$dynamic();
}

type SetupBuildRow = Awaited<ReturnType<typeof selectSetupBuilds>>[number];

export function toSetupBuild(row: SetupBuildRow): SetupBuild {
  const { uploaderName, uploaderEmail, uploadedAt, storageKey: _where, ...rest } = row;
  return {
    ...rest,
    uploadedAt: uploadedAt.toISOString(),
    uploadedBy: uploaderEmail ? `${uploaderName} <${uploaderEmail}>` : null,
  };
}
