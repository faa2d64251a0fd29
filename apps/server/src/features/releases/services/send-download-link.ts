import { validateEmail } from "@investar/core";
import type { AppDeps } from "../../../deps.ts";
import { supportAddress } from "../../business/index.ts";
import { badRequest } from "../../../errors.ts";
import { downloadStepsMail } from "../../../integrations/mail/download-mails.ts";
import { enqueueMail } from "../../../integrations/mail/enqueue-mail.ts";
import { mailHit } from "../../messaging/index.ts";
import { takeLimits } from "../../messaging/index.ts";

/**
 * SendDownloadLink: a visitor on a phone, where the Windows installer is of no use, has the download page's
 * link mailed to an address they type, to open later on their computer. Anyone may call it, so the
 * address's mail counter (shared with every route that mails) bounds what one address receives; the
 * mail says only where to download, so it is worth nothing to someone who sends it to a stranger. It is written in
 * the language of the page it was asked from (ADR 0060).
 */
export async function sendDownloadLink(deps: AppDeps, emailAddress: string, language?: string): Promise<{ message: string }> {
  const problem = validateEmail(emailAddress, deps.config.vendorEmailDomain);
  if (problem) throw badRequest(problem, { email: [problem] });
  const email = emailAddress.trim();
  await deps.db.transaction(async (tx) => {
    await takeLimits(tx, deps.now(), [mailHit(email)]);
    // No name: the address may belong to no account, so the mail greets nobody in particular.
    await enqueueMail(
      tx,
      downloadStepsMail({ email, name: "", language }, `${deps.config.publicUrl}/investar/download`, await supportAddress(deps, tx)),
    );
  });
  deps.mail.nudge();
  return { message: `We have emailed the download link to ${email}. Open it on your Windows computer.` };
}
