import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { schema } from "@investar/db";
import type { SetupBuild } from "@investar/contract/pages/releases";
import type { AppDeps } from "../../../deps.ts";
import { badRequest, conflict, notFound } from "../../../errors.ts";
import { auditedEdit } from "../../audit/index.ts";
import { selectSetupBuilds, toSetupBuild } from "./setup-build-view.ts";
import { buildKeyStem } from "./upload-setup-build.ts";

const ALREADY_PROMOTED = "This build is already in Prod.";

/**
 * admin/PromoteSetup: a Beta build that proved itself becomes the production download, byte for byte (a
 * copy inside the file store, so the SHA-256 stays the one measured at upload). Each Beta build is
 * promoted once; the unique promoted_from_id settles two admins pressing Promote together.
 */
export async function promoteSetupBuild(deps: AppDeps, actorId: number, buildId: number): Promise<SetupBuild> {
  const b = schema.setupBuilds;
  const [source] = await selectSetupBuilds(deps.db, eq(b.id, buildId));
  if (!source) throw notFound("There is no such build.");
  if (source.channel !== "Beta") throw badRequest("Only a Beta build can be promoted to Prod.", { id: ["Choose a Beta build."] });
  if (source.promotedToId !== null) throw conflict(ALREADY_PROMOTED);
  const extension = source.fileName.slice(source.fileName.lastIndexOf(".") + 1);
  const key = `${buildKeyStem("Prod", source.version)}-${randomBytes(8).toString("hex")}.${extension}`;
  if (!(await deps.files.copy(source.storageKey, key))) throw notFound("The build's file is missing from the file store; upload it again.");
  let id: number;
  try {
    id = await auditedEdit(deps, { actorId, action: "setup-build-promote", invalidates: "setup-builds" }, async (tx) => {
      const row = {
        channel: "Prod" as const,
        version: source.version,
        fileName: source.fileName,
        storageKey: key,
        size: source.size,
        sha256: source.sha256,
        uploadedAt: deps.now(),
        uploadedBy: actorId,
        promotedFromId: buildId,
      };
      const [added] = await tx.insert(b).values(row).onConflictDoNothing({ target: b.promotedFromId }).returning({ id: b.id });
      if (!added) throw conflict(ALREADY_PROMOTED);
      return { before: null, after: { id: added.id, ...row }, result: added.id, subject: `setup-build:${added.id}` };
    });
  } catch (error) {
    await deps.files.delete(key).catch(() => undefined);
    throw error;
  }
  const [build] = await selectSetupBuilds(deps.db, eq(b.id, id));
  return toSetupBuild(build!);
}
