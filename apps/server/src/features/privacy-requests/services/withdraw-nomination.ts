import { eq } from "drizzle-orm";
import { nominationMessages } from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { conflict } from "../../../errors.ts";
import { fileCustomerRequest } from "./file-customer-request.ts";
import type { RecordedPrivacyRequest } from "./record-privacy-request.ts";

/** Withdraws the customer's nomination (ADR 0051): the nominee row goes, the request history keeps that it was withdrawn. */
export async function withdrawNomination(deps: AppDeps, userId: number): Promise<RecordedPrivacyRequest> {
  return fileCustomerRequest(
    deps,
    userId,
    {
      kind: "nomination",
      state: "done",
      summary: "Nomination withdrawn",
      details: { action: "withdraw" },
      note: "Withdrawn by the customer on the account page.",
    },
    async (tx) => {
      const [row] = await tx
        .delete(schema.privacyNominations)
        .where(eq(schema.privacyNominations.userId, userId))
        .returning({ name: schema.privacyNominations.name });
      if (!row) throw conflict(nominationMessages.noneToWithdraw);
      return { summary: `Nomination of ${row.name} withdrawn` };
    },
  );
}
