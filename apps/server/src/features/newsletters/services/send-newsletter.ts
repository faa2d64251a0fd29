import { and, eq, isNull } from "drizzle-orm";
import type { NewsletterSummary } from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { conflict } from "../../../errors.ts";
import { writeAudit } from "../../audit/index.ts";
import { findNewsletter, summarise } from "./newsletter-summary.ts";

/**
 * Staff send a newsletter to its customers (docs/business-rules.md#marketing-mail): this only marks it; the newsletter job
 * queues the copies at a steady rate, to those opted in to its kind when their turn comes. Sending twice is refused.
 */
export async function sendNewsletter(deps: AppDeps, actorId: number, id: number): Promise<NewsletterSummary> {
  return deps.db.transaction(async (tx) => {
    await findNewsletter(tx, id);
    const [row] = await tx
      .update(schema.newsletters)
      .set({ sendRequestedAt: deps.now() })
      .where(and(eq(schema.newsletters.id, id), isNull(schema.newsletters.sendRequestedAt)))
      .returning();
    if (!row) throw conflict("This newsletter has already been sent.");
    await writeAudit(tx, {
      actorId,
      action: "newsletter-send",
      subject: `newsletter:${id}`,
      details: { subject: row.subject, kind: row.kind },
      at: deps.now(),
    });
    return summarise(tx, row);
  });
}
