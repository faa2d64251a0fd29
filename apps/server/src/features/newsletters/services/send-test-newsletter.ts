import type { MarketingMailKind } from "@investar/core";
import type { AppDeps } from "../../../deps.ts";
import { enqueueMail } from "../../../integrations/mail/enqueue-mail.ts";
import { composeMarketingMail } from "../../../integrations/mail/marketing-mail.ts";
import { findUserRow } from "../../profile/index.ts";
import { findNewsletter } from "./newsletter-summary.ts";

/** A copy to the staff member's own address, exactly as customers get it (headers and link included), marked as a test and not counted. */
export async function sendTestNewsletter(deps: AppDeps, actorId: number, id: number): Promise<{ sentTo: string }> {
  const admin = await findUserRow(deps.db, actorId);
  await deps.db.transaction(async (tx) => {
    const newsletter = await findNewsletter(tx, id);
    const mail = composeMarketingMail(
      deps.config,
      { userId: admin.id, email: admin.email, language: admin.language },
      {
        kind: newsletter.kind as MarketingMailKind,
        subject: `[Test] ${newsletter.subject}`,
        markdown: newsletter.markdown,
        newsletterId: null,
      },
    );
    await enqueueMail(tx, mail);
  });
  deps.mail.nudge();
  return { sentTo: admin.email };
}
