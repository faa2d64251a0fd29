import { eq } from "drizzle-orm";
import type { AccountProfile } from "@investar/core/profile";
import { schema, type Executor } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { notFound } from "../../../errors.ts";

type UserRow = typeof schema.users.$inferSelect;

export async function findUserRow(db: Executor, userId: number): Promise<UserRow> {
  const [user] = await db.select().from(schema.users).where(eq(schema.users.id, userId)).limit(1);
  if (!user) throw notFound("No such user.");
  return user;
}

export function toProfile(user: UserRow): AccountProfile {
  return {
    userId: user.id,
    email: user.email,
    isEmailVerified: user.isEmailVerified,
    mobileNumber: user.mobileNo,
    member: {
      fullName: user.fullName,
      gender: user.gender,
      dateOfBirth: user.dateOfBirth,
      occupation: user.occupation,
      tradingExperience: user.tradingExperience,
    },
    contact: {
      country: user.country,
      state: user.state,
      city: user.city || null,
      otherCity: user.otherCity,
      address: user.address,
      pinCode: user.pinCode,
    },
    // Saved before renewal reminders had a setting: they are on.
    subscriptionFlags: { ...user.subscriptionFlags, renewalReminders: user.subscriptionFlags.renewalReminders ?? true },
    // The stored name is random and changes with every upload, so a prefix of it versions the picture URL.
    pictureVersion: user.profilePicture ? user.profilePicture.slice(0, 12) : null,
  };
}

/** Everything my-profile shows (the Get…Profile calls answer slices of it). */
export async function getProfile(deps: AppDeps, userId: number): Promise<AccountProfile> {
  return toProfile(await findUserRow(deps.db, userId));
}
