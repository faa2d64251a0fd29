import { and, count, eq, isNotNull } from "drizzle-orm";
import type { MarketingMailKind, NewsletterSummary } from "@investar/core";
import { schema, type Executor } from "@investar/db";
import { notFound } from "../../../errors.ts";

type NewsletterRow = typeof schema.newsletters.$inferSelect;

export async function summarise(db: Executor, row: NewsletterRow): Promise<NewsletterSummary> {
  const [sent] = await db
    .select({ n: count() })
    .from(schema.mailOutbox)
    .where(and(eq(schema.mailOutbox.newsletterId, row.id), isNotNull(schema.mailOutbox.sentAt)));
  const [unsubscribes] = await db
    .select({ n: count() })
    .from(schema.mailUnsubscribes)
    .where(eq(schema.mailUnsubscribes.newsletterId, row.id));
  return {
    id: row.id,
    kind: row.kind as MarketingMailKind,
    subject: row.subject,
    markdown: row.markdown,
    createdAt: row.createdAt.toISOString(),
    sendRequestedAt: row.sendRequestedAt?.toISOString() ?? null,
    queued: row.queuedCount,
    queuedAll: row.queuedAt !== null,
    sent: sent?.n ?? 0,
    unsubscribes: unsubscribes?.n ?? 0,
  };
}

export async function findNewsletter(db: Executor, id: number): Promise<NewsletterRow> {
  const [row] = await db.select().from(schema.newsletters).where(eq(schema.newsletters.id, id));
  if (!row) throw notFound("No such newsletter.");
  return row;
}
