import { eq } from "drizzle-orm";
import type { MarketingMailKind, NewsletterSummary } from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { conflict } from "../../../errors.ts";
import { writeAudit } from "../../audit/index.ts";
import { findNewsletter, summarise } from "./newsletter-summary.ts";

export interface NewsletterDraft {
  /** Absent: a new draft. */
  id?: number;
  kind: MarketingMailKind;
  subject: string;
  markdown: string;
}

/** Creates or edits a draft; once sent, a newsletter is the record of what went out and stays as it is. */
export async function saveNewsletter(deps: AppDeps, actorId: number, draft: NewsletterDraft): Promise<NewsletterSummary> {
  return deps.db.transaction(async (tx) => {
    const values = { kind: draft.kind, subject: draft.subject, markdown: draft.markdown };
    let row;
    if (draft.id === undefined) {
      [row] = await tx
        .insert(schema.newsletters)
        .values({ ...values, createdBy: actorId, createdAt: deps.now() })
        .returning();
    } else {
      const before = await findNewsletter(tx, draft.id);
      if (before.sendRequestedAt) throw conflict("This newsletter has been sent and can no longer be changed. Copy it into a new one.");
      [row] = await tx.update(schema.newsletters).set(values).where(eq(schema.newsletters.id, draft.id)).returning();
    }
    await writeAudit(tx, {
      actorId,
      action: "newsletter-save",
      subject: `newsletter:${row!.id}`,
      details: { after: values },
      at: deps.now(),
    });
    return summarise(tx, row!);
  });
}
