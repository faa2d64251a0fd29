import { grievanceInput, grievanceTopicLabels, type GrievanceInput } from "@investar/core";
import type { AppDeps } from "../../../deps.ts";
import { parseOrThrow } from "../../../errors.ts";
import { fileCustomerRequest } from "./file-customer-request.ts";
import type { RecordedPrivacyRequest } from "./record-privacy-request.ts";

/** A grievance to the grievance officer (DPDP Act s. 13, ADR 0051): a reference, an acknowledgement, and the staff queue's clock. */
export async function fileGrievance(deps: AppDeps, userId: number, input: GrievanceInput): Promise<RecordedPrivacyRequest> {
  const grievance = parseOrThrow(grievanceInput, input);
  return fileCustomerRequest(deps, userId, {
    kind: "grievance",
    summary: grievanceTopicLabels[grievance.topic],
    details: grievance,
  });
}
