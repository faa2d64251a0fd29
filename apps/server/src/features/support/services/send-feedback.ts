import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import type { SupportCaller } from "./support-desk.ts";
import { openTicket } from "../../support-desk/index.ts";
import { isCallersVerifiedEmail, queueSupportMails } from "./support-desk.ts";
import { ticketBody } from "./ticket-body.ts";

export interface Feedback {
  subject: string;
  message: string;
  rating: number;
}

/** POST user/SendInvestarFeedback: kept in supportMessages and mailed to the support desk (and a receipt to the sender) in one transaction. */
export async function sendFeedback(
  deps: AppDeps,
  feedback: Feedback,
  sender: { email: string | null; caller: SupportCaller | null; language?: string },
): Promise<{ id: number; reference: string }> {
  const result = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(schema.supportMessages)
      .values({ kind: "feedback", userId: sender.caller?.userId ?? null, email: sender.email, body: { ...feedback }, at: deps.now() })
      .returning({ id: schema.supportMessages.id });
    const fields: [string, string | number | undefined][] = [
      ["User id", sender.caller?.userId ?? undefined],
      ["Rating", `${feedback.rating} of 5`],
      ["Subject", feedback.subject],
      ["Message", feedback.message],
    ];
    const reference = await queueSupportMails(deps, tx, {
      id: row!.id,
      title: "Website feedback",
      email: sender.email,
      summary: feedback.subject,
      emailIsCallersVerified: isCallersVerifiedEmail(sender.caller, sender.email),
      fields,
      attachments: [],
      language: sender.language,
    });
    await openTicket(deps, tx, {
      reference,
      kind: "feedback",
      subject: feedback.subject,
      userId: sender.caller?.userId ?? null,
      email: sender.email,
      body: ticketBody(fields, feedback.message),
      authorId: sender.caller?.userId ?? null,
      supportMessageId: row!.id,
    });
    return { id: row!.id, reference };
  });
  deps.mail.nudge();
  return result;
}
