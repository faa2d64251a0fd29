import { and, eq, inArray } from "drizzle-orm";
import type { TicketPriority, TicketState } from "@investar/core";
import type { AdminTicketView } from "@investar/contract/pages/support-desk";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { badRequest } from "../../../errors.ts";
import { writeAudit } from "../../audit/index.ts";
import { lockTicket } from "./lock-ticket.ts";
import { requireSupportTicket } from "./get-support-ticket.ts";

export interface TicketChange {
  state?: TicketState;
  priority?: TicketPriority;
  /** A staff member's id; null: nobody. */
  assigneeId?: number | null;
}

export const NOT_STAFF = "Assign the ticket to a staff member (an account with an admin role).";
export const NOTHING_TO_CHANGE = "Choose a state, a priority or who handles it.";

/** Staff triage (docs/business-rules.md#support-desk): the state, priority and assignee, each change audited with before and after. */
export async function updateTicket(deps: AppDeps, actorId: number, ticketId: number, change: TicketChange): Promise<AdminTicketView> {
  if (change.state === undefined && change.priority === undefined && change.assigneeId === undefined) throw badRequest(NOTHING_TO_CHANGE);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, ticketId);
    if (change.assigneeId !== undefined && change.assigneeId !== null) {
      const [staff] = await tx
        .select({ id: schema.users.id })
        .from(schema.users)
        .where(and(eq(schema.users.id, change.assigneeId), inArray(schema.users.role, deps.config.adminRoles)));
      if (!staff) throw badRequest(NOT_STAFF, { assigneeId: [NOT_STAFF] });
    }
    const before = { state: ticket.state, priority: ticket.priority, assigneeId: ticket.assigneeId };
    const after = {
      state: change.state ?? ticket.state,
      priority: change.priority ?? ticket.priority,
      assigneeId: change.assigneeId === undefined ? ticket.assigneeId : change.assigneeId,
    };
    const changed = (Object.keys(after) as (keyof typeof after)[]).filter((key) => after[key] !== before[key]);
    if (changed.length === 0) return;
    await tx
      .update(schema.supportTickets)
      .set({ ...after, updatedAt: now })
      .where(eq(schema.supportTickets.id, ticket.id));
    await writeAudit(tx, {
      actorId,
      action: "support-ticket-changed",
      subject: `ticket:${ticket.reference}`,
      details: {
        ticketId: ticket.id,
        before: Object.fromEntries(changed.map((key) => [key, before[key]])),
        after: Object.fromEntries(changed.map((key) => [key, after[key]])),
      },
      at: now,
    });
  });
  return requireSupportTicket(deps, ticketId);
}
