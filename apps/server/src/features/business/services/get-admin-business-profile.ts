import { isBusinessProfileComplete, sampleBusinessProfile, type AdminBusinessProfile } from "@investar/core";
import type { AppDeps } from "../../../deps.ts";
import { readStoredBusinessProfile } from "./read-business-profile.ts";

/** /admin/business: the profile as saved, whether it is complete, and (local mode) the sample in use meanwhile. */
export async function getAdminBusinessProfile(deps: AppDeps): Promise<AdminBusinessProfile> {
  const stored = await readStoredBusinessProfile(deps.db);
  const { sample: _, ...sample } = sampleBusinessProfile;
  return {
    profile: stored.profile,
    version: stored.version,
    updatedAt: stored.updatedAt?.toISOString() ?? null,
    complete: isBusinessProfileComplete(stored.profile),
    sample: deps.config.mode === "local" ? sample : null,
  };
}
