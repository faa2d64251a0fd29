import type { AppDeps } from "../../../deps.ts";
import { notFound } from "../../../errors.ts";
import { mimeTypeForExtension } from "../../../integrations/storage/file-types.ts";
import { uploadKey } from "../../../integrations/storage/upload-store.ts";
import { findUserRow } from "./get-profile.ts";

export const NO_PICTURE = "No profile picture has been uploaded.";

/** GET user/ProfilePicture: where the stored image is and its type (decided at upload from its bytes). */
export async function findProfilePicture(deps: AppDeps, userId: number): Promise<{ key: string; mimeType: string }> {
  const { profilePicture } = await findUserRow(deps.db, userId);
  const key = profilePicture ? uploadKey("avatars", profilePicture) : null;
  if (!profilePicture || !key) throw notFound(NO_PICTURE);
  return { key, mimeType: mimeTypeForExtension(profilePicture.split(".").pop() ?? "") };
}
