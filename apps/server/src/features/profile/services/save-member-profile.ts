import { eq } from "drizzle-orm";
import { isoDateIn, normaliseMemberInfo, validateMemberInfo, type MemberInfo } from "@investar/core/profile";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { notFound } from "../../../errors.ts";
import { throwIfInvalid } from "../../../errors.ts";

export type MemberInfoInput = Partial<Record<keyof MemberInfo, string | null>>;

/** POST user/SaveMemberProfile: the same rules the form runs (core), against today's date in India. */
export async function saveMemberProfile(deps: AppDeps, userId: number, input: MemberInfoInput): Promise<MemberInfo> {
  const info = normaliseMemberInfo(input);
  throwIfInvalid(validateMemberInfo(info, isoDateIn(deps.now())));
  const [saved] = await deps.db.update(schema.users).set(info).where(eq(schema.users.id, userId)).returning({
    fullName: schema.users.fullName,
    gender: schema.users.gender,
    dateOfBirth: schema.users.dateOfBirth,
    occupation: schema.users.occupation,
    tradingExperience: schema.users.tradingExperience,
  });
  if (!saved) throw notFound("No such user.");
  return saved;
}
