import type { AppDeps } from "../../deps.ts";
import { notFound } from "../../errors.ts";
import { mimeTypeForExtension } from "../../integrations/storage/file-types.ts";
import { readUpload } from "../../integrations/storage/upload-store.ts";
import { findUserRow } from "./get-profile.ts";

export const NO_PICTURE = "No profile picture has been uploaded.";

/** GET user/ProfilePicture: the stored image and its type (decided at upload from its bytes). */
export async function openProfilePicture(deps: AppDeps, userId: number): Promise<{ data: Buffer; mimeType: string }> {
  const { profilePicture } = await findUserRow(deps.db, userId);
  const data = profilePicture ? await readUpload(deps.config.dataDir, "avatars", profilePicture) : null;
  if (!profilePicture || !data) throw notFound(NO_PICTURE);
  return { data, mimeType: mimeTypeForExtension(profilePicture.split(".").pop() ?? "") };
}
