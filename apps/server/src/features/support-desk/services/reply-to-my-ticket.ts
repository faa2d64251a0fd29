import { checkTicketText } from "@investar/core";
import type { MyTicketView } from "@investar/contract/pages/support-desk";
import type { AppDeps } from "../../../deps.ts";
import { badRequest, notFound } from "../../../errors.ts";
import { lockTicket } from "./lock-ticket.ts";
import { addCustomerMessage } from "./add-customer-message.ts";
import { findMyTicket, getMyTicket } from "./my-tickets.ts";

/** The customer answers on /my-investar/support/:id: a message on their own ticket, which opens it again (docs/business-rules.md#support-desk). */
export async function replyToMyTicket(deps: AppDeps, userId: number, ticketId: number, text: string): Promise<MyTicketView> {
  const checked = checkTicketText(text);
  if (!checked.ok) throw badRequest(checked.message, { body: [checked.message] });
  await deps.db.transaction(async (tx) => {
    if (!(await findMyTicket(tx, userId, ticketId))) throw notFound(`There is no ticket ${ticketId} on your account.`);
    const ticket = await lockTicket(tx, ticketId);
    await addCustomerMessage(deps, tx, ticket, { body: checked.text, authorId: userId });
  });
  const view = await getMyTicket(deps, userId, ticketId);
  if (!view) throw notFound(`There is no ticket ${ticketId} on your account.`);
  return view;
}
