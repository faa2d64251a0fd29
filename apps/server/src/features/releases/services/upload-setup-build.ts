import { eq } from "drizzle-orm";
import {
  INSTALLER_MIN_BYTES,
  INSTALLER_TOO_SMALL,
  setupFileName,
  setupVersionProblem,
  versionFromFileName,
  type SetupChannel,
} from "@investar/core";
import { schema } from "@investar/db";
import type { SetupBuild } from "@investar/contract/pages/releases";
import type { AppDeps } from "../../../deps.ts";
import { AppError, throwIfInvalid } from "../../../errors.ts";
import { INSTALLER_KINDS } from "../../../integrations/storage/file-types.ts";
import { auditedEdit } from "../../audit/index.ts";
import { streamUpload, type IncomingFile } from "../../../integrations/storage/stream-upload.ts";
import { selectSetupBuilds, toSetupBuild } from "./setup-build-view.ts";

export const INSTALLER_REFUSED = "Upload the Windows installer: an .exe setup program or an .msi package.";

/** Where a channel's uploaded builds live: beside, not among, the files an operator placed by hand before. */
export const buildKeyStem = (channel: SetupChannel, version: string) => `${channel}/builds/InvestarSetup-${version}`;

/**
 * admin/UploadSetup: the installer streams into the file store (its SHA-256 computed on the way), then
 * the build is recorded and becomes what the channel's download serves. The version is the one given,
 * else the one in the file's name.
 */
export async function uploadSetupBuild(
  deps: AppDeps,
  actorId: number,
  request: { channel: SetupChannel; version: string | null },
  file: IncomingFile,
): Promise<SetupBuild> {
  const version = (request.version ?? versionFromFileName(file.fileName) ?? "").trim();
  const problem = setupVersionProblem(version);
  if (problem) {
    // The body is not wanted: let it drain so the client hears the 400 instead of a reset connection.
    file.stream.resume();
    throwIfInvalid({ version: problem });
  }
  const upload = await streamUpload(deps, file, INSTALLER_KINDS, buildKeyStem(request.channel, version), INSTALLER_REFUSED);
  // The header was checked as the bytes arrived; the size is known only now (docs/business-rules.md#installer-check).
  if (upload.put.size < INSTALLER_MIN_BYTES) {
    await deps.files.delete(upload.key).catch(() => undefined);
    throw new AppError("UnsupportedMediaType", INSTALLER_TOO_SMALL);
  }
  const b = schema.setupBuilds;
  let id: number;
  try {
    id = await auditedEdit(deps, { actorId, action: "setup-build-upload", invalidates: "setup-builds" }, async (tx) => {
      const row = {
        channel: request.channel,
        version,
        fileName: setupFileName(version, upload.detected.extension as "exe" | "msi"),
        storageKey: upload.key,
        size: upload.put.size,
        sha256: upload.put.sha256,
        uploadedAt: deps.now(),
        uploadedBy: actorId,
      };
      const [added] = await tx.insert(b).values(row).returning({ id: b.id });
      return { before: null, after: { id: added!.id, ...row }, result: added!.id, subject: `setup-build:${added!.id}` };
    });
  } catch (error) {
    // Unrecorded bytes would never be served or listed: remove them.
    await deps.files.delete(upload.key).catch(() => undefined);
    throw error;
  }
  const [build] = await selectSetupBuilds(deps.db, eq(b.id, id));
  return toSetupBuild(build!);
}
