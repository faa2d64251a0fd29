import { desc } from "drizzle-orm";
import type { NewsletterSummary } from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { summarise } from "./newsletter-summary.ts";

const SHOWN = 50;

/** /admin/newsletters: the latest mailings, drafts and sent, with what went out and who unsubscribed through each. */
export async function listNewsletters(deps: AppDeps): Promise<{ newsletters: NewsletterSummary[] }> {
  const rows = await deps.db.select().from(schema.newsletters).orderBy(desc(schema.newsletters.id)).limit(SHOWN);
  return { newsletters: await Promise.all(rows.map((row) => summarise(deps.db, row))) };
}
