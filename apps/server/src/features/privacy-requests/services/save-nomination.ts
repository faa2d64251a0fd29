import { nominationInput, nominationMessages } from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { badRequest, parseOrThrow } from "../../../errors.ts";
import { fileCustomerRequest } from "./file-customer-request.ts";
import type { RecordedPrivacyRequest } from "./record-privacy-request.ts";

/**
 * Records or changes the customer's nominee (DPDP Act s. 14, ADR 0051). It takes effect at once, so the request
 * that keeps it in the queue's history is filed as done; the nominee's proof is asked for only when they act.
 */
export async function saveNomination(
  deps: AppDeps,
  userId: number,
  input: { name: string; email: string; relationship: string },
): Promise<RecordedPrivacyRequest> {
  const nominee = parseOrThrow(nominationInput(deps.config.vendorEmailDomain), input);
  return fileCustomerRequest(
    deps,
    userId,
    {
      kind: "nomination",
      state: "done",
      summary: `Nominated ${nominee.name}`,
      details: { action: "nominate", ...nominee },
      note: "Recorded by the customer on the account page.",
    },
    async (tx, customer) => {
      if (customer.email.trim().toLowerCase() === nominee.email.toLowerCase())
        throw badRequest(nominationMessages.notYourself, { email: [nominationMessages.notYourself] });
      const now = deps.now();
      const [saved] = await tx
        .insert(schema.privacyNominations)
        .values({ userId, ...nominee, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({ target: schema.privacyNominations.userId, set: { ...nominee, updatedAt: now } })
        .returning({ createdAt: schema.privacyNominations.createdAt });
      const changed = saved!.createdAt.getTime() !== now.getTime();
      return { summary: `${changed ? "Nominee changed to" : "Nominated"} ${nominee.name} (${nominee.relationship.toLowerCase()})` };
    },
  );
}
