import { eq } from "drizzle-orm";
import { businessProfileInput, sampleBusinessProfile, type BusinessProfile, type BusinessProfileFields } from "@investar/core";
import { schema, type Executor } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";

export interface StoredBusinessProfile {
  /** As staff last saved it; null before the first save. */
  profile: BusinessProfileFields | null;
  version: number;
  updatedAt: Date | null;
}

export async function readStoredBusinessProfile(db: Executor): Promise<StoredBusinessProfile> {
  const [row] = await db.select().from(schema.businessProfile).where(eq(schema.businessProfile.id, 1)).limit(1);
  return row ? { profile: row.profile, version: row.version, updatedAt: row.updatedAt } : { profile: null, version: 0, updatedAt: null };
}

/**
 * The business as documents, pages and mails print it (docs/business-rules.md#business-profile): what
 * staff saved, when it passes today's rules; otherwise local mode's marked sample, and in deployed mode
 * nothing, since a deployed site never prints a sample GSTIN, account or VPA.
 */
export async function businessProfileInEffect(
  deps: Pick<AppDeps, "config" | "db">,
  db: Executor = deps.db,
): Promise<BusinessProfile | null> {
  const stored = await readStoredBusinessProfile(db);
  const parsed = businessProfileInput.safeParse(stored.profile);
  if (parsed.success) return { ...parsed.data, sample: false };
  return deps.config.mode === "local" ? sampleBusinessProfile : null;
}
