import { sql } from "drizzle-orm";
import type { BusinessProfileFields } from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { auditedEdit } from "../../audit/index.ts";
import { readStoredBusinessProfile } from "./read-business-profile.ts";

/**
 * Staff replace the business profile whole (the route has checked every field against core's rules, so
 * nothing half-valid is stored): one row, its version counted up, the before and after in the audit log,
 * and every page that prints it dropped from the caches on every instance. Documents issued from now on
 * carry the new values; those issued already keep the seller they were issued with (ADR 0008).
 */
export async function saveBusinessProfile(deps: AppDeps, actorId: number, profile: BusinessProfileFields): Promise<{ version: number }> {
  return auditedEdit(
    deps,
    { actorId, action: "business-profile", subject: "business-profile", invalidates: "business-profile" },
    async (tx) => {
      const before = await readStoredBusinessProfile(tx);
      const now = deps.now();
      const [saved] = await tx
        .insert(schema.businessProfile)
        .values({ id: 1, profile, version: 1, updatedAt: now, updatedBy: actorId })
        .onConflictDoUpdate({
          target: schema.businessProfile.id,
          set: { profile, version: sql`${schema.businessProfile.version} + 1`, updatedAt: now, updatedBy: actorId },
        })
        .returning({ version: schema.businessProfile.version });
      return { before: before.profile, after: profile, result: { version: saved!.version } };
    },
  );
}
