import { eq } from "drizzle-orm";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { badRequest, notFound } from "../../../errors.ts";
import { AVATAR_KINDS, detectFileType } from "../../../integrations/storage/file-types.ts";
import { removeUpload, storeUpload, type UploadedFile } from "../../../integrations/storage/upload-store.ts";

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TOO_LARGE = "The picture can be at most 2 MB.";
export const AVATAR_WRONG_TYPE = "The picture must be a PNG, JPEG or WebP image.";
export const AVATAR_MISSING = "Choose a picture to upload.";

/**
 * POST user/UploadFile: one PNG/JPEG/WebP image, checked by its bytes, stored under a server-made name;
 * the previous picture's file is removed once the new name is committed.
 */
export async function setProfilePicture(deps: AppDeps, userId: number, files: UploadedFile[]): Promise<{ pictureVersion: string }> {
  const [file] = files;
  if (!file || files.length !== 1) throw badRequest(AVATAR_MISSING, { file: [AVATAR_MISSING] });
  if (file.data.length > AVATAR_MAX_BYTES) throw badRequest(AVATAR_TOO_LARGE, { file: [AVATAR_TOO_LARGE] });
  const type = detectFileType(file.data, file.fileName, AVATAR_KINDS);
  if (!type) throw badRequest(AVATAR_WRONG_TYPE, { file: [AVATAR_WRONG_TYPE] });

  const name = await storeUpload(deps.files, "avatars", file.data, type.extension);
  let previous: string | null;
  try {
    previous = await deps.db.transaction(async (tx) => {
      // Locks the row so two uploads at once cannot both think they replaced the same old file.
      const [user] = await tx
        .select({ picture: schema.users.profilePicture })
        .from(schema.users)
        .where(eq(schema.users.id, userId))
        .for("update");
      if (!user) throw notFound("No such user.");
      await tx.update(schema.users).set({ profilePicture: name }).where(eq(schema.users.id, userId));
      return user.picture;
    });
  } catch (error) {
    await removeUpload(deps.files, "avatars", name);
    throw error;
  }
  await removeUpload(deps.files, "avatars", previous);
  return { pictureVersion: name.slice(0, 12) };
}
