import { eq } from "drizzle-orm";
import { schema } from "@investar/db";
import type { AdminSiteCounter } from "@investar/contract/pages/site-content";
import type { AppDeps } from "../../../deps.ts";
import { notFound } from "../../../errors.ts";
import { auditedEdit } from "../../audit/index.ts";

/** admin/UpdateSiteCounter: the label (in English and Hindi) and the figure a home page counter counts up to. */
export function updateSiteCounter(
  deps: AppDeps,
  actorId: number,
  key: string,
  change: { label: string; labelHi: string | null; target: number },
): Promise<AdminSiteCounter> {
  const t = schema.siteCounters;
  const columns = { key: t.key, label: t.label, labelHi: t.labelHi, target: t.target };
  return auditedEdit(
    deps,
    { actorId, action: "site-counter-update", subject: `site-counter:${key}`, invalidates: "site-content" },
    async (tx) => {
      const [before] = await tx.select(columns).from(t).where(eq(t.key, key)).for("update");
      if (!before) throw notFound("There is no such counter.");
      const [after] = await tx.update(t).set(change).where(eq(t.key, key)).returning(columns);
      return { before, after, result: after! };
    },
  );
}
