import { schema } from "@investar/db";
import type { AppDeps } from "../../deps.ts";
import { enqueueMail } from "../../integrations/mail/enqueue-mail.ts";
import { supportDeskMail } from "../../integrations/mail/support-mails.ts";
import { supportAddress } from "./support-desk.ts";

export interface Feedback {
  subject: string;
  message: string;
  rating: number;
}

/** POST user/SendInvestarFeedback: kept in supportMessages and mailed to the support desk in one transaction. */
export async function sendFeedback(
  deps: AppDeps,
  feedback: Feedback,
  sender: { userId: number | null; email: string | null },
): Promise<{ id: number }> {
  const id = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(schema.supportMessages)
      .values({ kind: "feedback", userId: sender.userId, email: sender.email, body: { ...feedback }, at: deps.now() })
      .returning({ id: schema.supportMessages.id });
    await enqueueMail(
      tx,
      supportDeskMail({
        to: supportAddress(deps),
        title: "Website feedback",
        id: row!.id,
        from: sender.email,
        fields: [
          ["User id", sender.userId ?? undefined],
          ["Rating", `${feedback.rating} of 5`],
          ["Subject", feedback.subject],
          ["Message", feedback.message],
        ],
        attachments: [],
      }),
    );
    return row!.id;
  });
  deps.mail.nudge();
  return { id };
}
