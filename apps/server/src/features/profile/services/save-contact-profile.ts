import { eq } from "drizzle-orm";
import { normaliseContactInfo, validateContactInfo, type ContactInfo } from "@investar/core/profile";
import { schema, type Executor } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { notFound } from "../../../errors.ts";
import { throwIfInvalid } from "../../../errors.ts";

export type ContactInfoInput = Partial<Record<keyof ContactInfo, string | null>>;

/** POST user/SaveContactProfile: country → state → listed city or 'Other' with the typed city (docs/business-rules.md#city-rules). */
export async function saveContactProfile(deps: AppDeps, userId: number, input: ContactInfoInput): Promise<ContactInfo> {
  return writeContactInfo(deps.db, userId, normaliseContactInfo(input));
}

/** Checks and stores normalised contact details, inside the caller's transaction when given one (billing details, ADR 0040). */
export async function writeContactInfo(db: Executor, userId: number, info: ContactInfo): Promise<ContactInfo> {
  throwIfInvalid(validateContactInfo(info));
  const [saved] = await db
    .update(schema.users)
    .set({ ...info, city: info.city ?? "" })
    .where(eq(schema.users.id, userId))
    .returning({
      country: schema.users.country,
      state: schema.users.state,
      city: schema.users.city,
      otherCity: schema.users.otherCity,
      address: schema.users.address,
      pinCode: schema.users.pinCode,
    });
  if (!saved) throw notFound("No such user.");
  return { ...saved, city: saved.city || null };
}
