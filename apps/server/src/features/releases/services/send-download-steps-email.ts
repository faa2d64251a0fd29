import { eq } from "drizzle-orm";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { notFound } from "../../../errors.ts";
import { downloadStepsMail } from "../../../integrations/mail/download-mails.ts";
import { enqueueMail } from "../../../integrations/mail/enqueue-mail.ts";
import { supportAddress } from "../../business/index.ts";

/** SendDownloadStepsEmail: the download and installation steps, with a link to the download page, to the account's address. */
export async function sendDownloadStepsEmail(deps: AppDeps, userId: number): Promise<{ message: string }> {
  const email = await deps.db.transaction(async (tx) => {
    const [user] = await tx
      .select({ email: schema.users.email, name: schema.users.fullName, language: schema.users.language })
      .from(schema.users)
      .where(eq(schema.users.id, userId));
    if (!user) throw notFound("No such user.");
    await enqueueMail(tx, downloadStepsMail(user, `${deps.config.publicUrl}/investar/download`, await supportAddress(deps, tx)));
    return user.email;
  });
  deps.mail.nudge();
  return { message: `We have emailed the download and installation steps to ${email}.` };
}
